import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'ホーム',
  payment: 'お支払い',
  paymentResult: 'お支払い結果',
  login: 'ログイン',
  register: '新規登録',
  forget: 'パスワード再設定',
  forbidden: 'アクセス権なし',
  notFound: 'ページが見つかりません',
  serverError: 'サーバーエラー',
  redirecting: 'リダイレクト中',
  sharedReport: '共有レポート',
} satisfies LocaleArea<typeof en>;
