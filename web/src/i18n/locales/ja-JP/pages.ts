import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: '申し訳ありません。このページへのアクセス権がありません。店舗オーナーに権限を依頼してください。',
  notFound: '申し訳ありません。お探しのページは存在しません。',
  serverError: '申し訳ありません。問題が発生しました。再試行するか、ホームに戻ってください。',
} satisfies LocaleArea<typeof en>;
