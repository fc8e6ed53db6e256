import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: '店舗管理画面',
  appTagline: '肌分析管理コンソール',
  ok: 'OK',
  cancel: 'キャンセル',
  confirm: '確認',
  close: '閉じる',
  retry: '再試行',
  actions: '操作',
  total: '全 {{count}} 件',
  loading: '読み込み中…',
  backHome: 'ホームに戻る',
  language: '言語',
  switchLanguage: '言語を切り替え',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'その他の操作',
  scrollHint: '横にスクロールするとすべての列を表示できます →',
  requestTimeout: 'サーバーの応答がタイムアウトしました。もう一度お試しください。',
  networkError: 'サーバーに接続できません。接続を確認して再試行してください。',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'エクスポート',
    csv: 'CSV でエクスポート',
    xlsx: 'Excel（XLSX）でエクスポート',
    done: '{{file}} をエクスポートしました',
  },
  link: {
    corrected: 'リンクの一部の条件を使用できなかったため、それを除いて一覧を表示しています：{{parts}}。',
    tooLong: '{{param}} が {{max}} 文字を超えています',
    fieldTooLong: '{{max}} 文字以内で入力してください。リンクの文字列は使用していません。',
  },
  number: {
    whole: '{{min}}～{{max}} の整数を入力してください',
    decimals: '{{min}}～{{max}} の数を小数点以下 {{decimals}} 桁以内で入力してください',
  },
} satisfies LocaleArea<typeof en>;
