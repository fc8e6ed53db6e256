import type { LocaleArea } from '../../types';
import type en from '../en-US/consent';

export default {
  tab: '同意書',
  intro:
    '肌分析アプリがお客様の同意の前に表示する文章で、言語ごとに作成します。保存するたびに新しい版になり、各同意には読んだ版が記録されます。',
  introPlatform:
    '既定の同意書：ある言語で独自の同意書がない店舗はこちらを表示します。保存するたびに新しい版になります。',
  languagesTable: '言語別の同意書',
  language: '言語',
  latest: '最新版',
  savedAt: '保存日時',
  savedBy: '保存者',
  versions: '版数',
  version: '版',
  length: '文字数',
  none: 'まだありません',
  platformShown: 'プラットフォームの {{version}} を表示',
  editorTitle: '{{language}}の同意書',
  editorLabel: '{{language}}の同意書の本文',
  placeholder: '利用目的、保存する内容と期間、お客様の権利、店舗の連絡先',
  startsFromPlatform:
    'この言語の独自の同意書はまだありません。以下はプラットフォームの {{version}} です。編集して保存すると店舗の版になります。',
  tooLong: '{{max}} 文字以内にしてください',
  save: '新しい版として保存',
  undo: '変更を元に戻す',
  confirmTitle: '新しい版を保存しますか？',
  confirmBody:
    '{{language}}の同意書の第 {{number}} 版を作成し、以後アプリはこの版を表示します。以前の版は引き続き閲覧でき、記録済みの同意はお客様が読んだ版を指したままです。',
  confirmOk: '保存',
  saved: '版 {{version}} を保存しました',
  unchanged: '最新版と同じ文章のため、新しい版は作成されませんでした',
  history: '{{language}}の同意書の版',
  historyEmpty: 'まだ版がありません',
  readVersion: '版 {{version}} を読む',
  readTitle: '版 {{version}}',
  readMeta: '{{time}} に {{name}} が保存',
  platformTag: 'プラットフォーム既定',
  loadFailed: '同意書を読み込めませんでした',
} satisfies LocaleArea<typeof en>;
