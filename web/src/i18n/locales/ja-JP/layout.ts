import type { LocaleArea } from '../../types';
import type en from '../en-US/layout';

export default {
  mainMenu: 'メインメニュー',
  collapse: 'メニューを折りたたむ',
  expand: 'メニューを展開',
  openMenu: 'メニューを開く',
  reload: 'ページを再読み込み',
  fullscreen: '全画面表示 (F11)',
  exitFullscreen: '全画面表示を終了 (F11)',
  account: 'アカウント',
  changePassword: 'パスワード変更',
  logout: 'ログアウト',
  logoutTitle: 'ログアウトしますか？',
  logoutContent: '開いているタブと個人設定は保持され、次回ログイン時にそのまま使えます。',
  kind: {
    platform: 'プラットフォーム運営',
    owner: '店舗オーナー',
    staff: '店舗スタッフ',
  },
  tabs: {
    label: '開いているページ',
    actions: 'タブ操作',
    closeCurrent: 'このタブを閉じる',
    closeLeft: '左側のタブを閉じる',
    closeRight: '右側のタブを閉じる',
    closeOthers: '他のタブを閉じる',
    closeAll: 'すべてのタブを閉じる',
  },
  cloud: {
    title: 'クラウド容量',
    daysLeft: '残り {{days}} 日',
    expired: '期限切れ',
    usage: '使用量：{{size}}',
    tipActive:
      '{{store}} のクラウド容量は {{date}} に期限が切れます。閲覧端末を使い続けるため、早めに更新してください。',
    tipExpired: '{{store}} のクラウド容量は {{date}} に期限が切れました。更新するまで閲覧端末は使えません。',
    manage: '更新方法を見る',
  },
  password: {
    title: 'パスワード変更',
    oldPwd: '現在のパスワード',
    newPwd: '新しいパスワード',
    rePass: '新しいパスワード（確認）',
    oldRequired: '現在のパスワードを入力してください',
    newRequired: '新しいパスワードを入力してください',
    rePassRequired: '新しいパスワードをもう一度入力してください',
    submit: 'パスワードを変更',
    changed: 'パスワードを変更しました。新しいパスワードで再度ログインしてください。',
    signOutNote: '変更後、このアカウントのすべてのセッションがログアウトされます。',
    sameAsOld: '新しいパスワードは現在のパスワードと異なる必要があります',
  },
} satisfies LocaleArea<typeof en>;
