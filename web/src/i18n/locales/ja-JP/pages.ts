import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: '申し訳ありません。このページへのアクセス権がありません。店舗オーナーに権限を依頼してください。',
  notFound: '申し訳ありません。お探しのページは存在しません。',
  serverError: '申し訳ありません。問題が発生しました。再試行するか、ホームに戻ってください。',
  comingSoon: 'この画面は近日公開予定です',
  comingSoonHint:
    'それまでの間も、デバイスとアプリは通常どおり使え、データが失われることはありません。今すぐ必要な場合はプラットフォームのサポートにお問い合わせください。',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: '公開後は、分析回数、新規顧客、デバイスごとの利用状況など、店舗の運営データをここで確認できます。',
    symptomLabel: '公開後は、レポートで使う症状ラベル（程度と色、原因、ケアのアドバイス）をここで管理できます。',
    productType: '公開後は、お客様に勧める施術や商品を種類別に管理し、対応する症状と結び付けられます。',
    treatmentCase: '公開後は、お客様に見せる症例と施術プランをここでまとめられます。',
    symptomDesc: '公開後は、レポートに表示する症状ごとの説明文と画像をここで編集できます。',
    adInfo: '公開後は、デバイスに表示するカルーセル広告と起動画面をここで設定できます。',
    complaintType: '公開後は、お客様の主訴の種類をここで管理できます。',
    complainInfo: '公開後は、スタッフが選ぶ主訴の内容と並び順をここで管理できます。',
    myOrders: '公開後は、クラウド容量と閲覧端末の更新の注文をここで確認・支払いできます。',
    cloud: '公開後は、クラウド容量の使用量を確認し、オンラインで更新できます。',
    payment: '公開後は、ここで注文の支払いができます。',
    paymentResult: '公開後は、ここに支払い結果が表示されます。',
  },
  cloudStatus: '現在のクラウド容量：使用量 {{size}}、有効期限 {{date}}。',
  cloudMeanwhile:
    'オンライン更新が始まるまでは、更新はプラットフォームのサポートにお問い合わせください。期限まではクラウド容量を通常どおり使えます。',
  orderNo: '注文番号：{{orderNo}}',
} satisfies LocaleArea<typeof en>;
