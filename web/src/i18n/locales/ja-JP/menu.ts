import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'ホーム',
  data: 'データセンター',
  users: 'ユーザー管理',
  shopDevice: 'デバイス管理',
  symptomLabel: '症状ラベル',
  productType: 'プラン管理',
  symptomDesc: '症状トーク',
  adInfo: '広告管理',
  myOrders: '注文管理',
  cloud: 'クラウド容量',
  payment: 'お支払い',
  paymentResult: 'お支払い結果',
  login: 'ログイン',
  register: '新規登録',
  forget: 'パスワード再設定',
  forbidden: 'アクセス権なし',
  notFound: 'ページが見つかりません',
  serverError: 'サーバーエラー',
  redirecting: 'リダイレクト中',
} satisfies LocaleArea<typeof en>;
