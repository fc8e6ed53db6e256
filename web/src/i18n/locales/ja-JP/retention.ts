import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: '写真の保存期間',
  hint: 'これより古い分析写真はサムネイルとともに毎日1回削除されます。分析と結果は残り、写真が削除されたことが記録されます。0 にすると削除するまで保存します。',
  months: '写真の保存期間（月）',
  monthsSuffix: 'か月',
  keepForever: '削除するまで保存',
  keptFor: '{{count}} か月保存',
  save: '保存',
  saved: '写真の保存期間を保存しました',
  dueTitle: '次回の日次処理で解放される容量',
  dueNone: '現在、期間を過ぎた写真はありません。',
  due: '{{date}} より前の分析 {{analyses}} 件の写真 {{photos}} 枚、{{size}}',
  dueMore: '{{date}} より前の分析 {{analyses}} 件以上の写真 {{photos}} 枚以上、{{size}} 以上',
  ownerOnly: '写真の保存期間を変更できるのは店舗オーナーだけです。',
  loadFailed: '写真の保存期間を読み込めませんでした',
} satisfies LocaleArea<typeof en>;
