import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: 'デバイス番号',
  deviceName: 'デバイス名',
  accounts: '紐付けアカウント',
  accountsValue: '{{count}} 件（有効 {{enabled}} 件）',
  createdAt: '追加日時',
  searchButton: '検索',
  add: 'デバイスを追加',
  addTitle: 'デバイスを追加',
  deviceNoRequired: 'デバイス番号を入力してください',
  deviceNameRequired: 'デバイス名を入力してください',
  deviceNoHint: '英数字、- または _ で 1-64 文字。デバイス番号は重複できません。',
  deviceNamePlaceholder: '例：受付の肌分析機',
  added: 'デバイス {{deviceNo}} を追加しました',
  delete: '削除',
  deleteTitle: 'デバイス {{deviceNo}} を削除しますか？',
  deleteBody: 'このデバイスで登録されたアカウントと、その永久閲覧端末は無効になります。この操作は元に戻せません。',
  deleteCount: 'このデバイスに紐付くアカウント：{{count}} 件。そのうち有効な {{enabled}} 件が無効になります。',
  deleteOk: 'デバイスを削除',
  deleted: 'デバイス {{deviceNo}} を削除し、{{count}} 件のアカウントを無効にしました',
  empty: 'デバイスはまだありません',
  emptyHint: '店舗のデバイスを追加してから、アカウントを紐付けてください。',
  noMatch: '条件に一致するデバイスはありません',
  loadFailed: 'デバイスを読み込めませんでした',
  platform: {
    store: '店舗',
    pickStore: 'デバイスを表示する店舗を選択してください',
    hint: 'プラットフォーム運営者はどの店舗のデバイスも閲覧できます。デバイスの追加と削除は各店舗が行います。',
  },
} satisfies LocaleArea<typeof en>;
