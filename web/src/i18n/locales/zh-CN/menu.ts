import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: '首页',
  payment: '支付',
  paymentResult: '支付结果',
  login: '登录',
  register: '注册',
  forget: '重置密码',
  forbidden: '无权限',
  notFound: '页面不存在',
  serverError: '服务器错误',
  redirecting: '跳转中',
  sharedReport: '分享的报告',
} satisfies LocaleArea<typeof en>;
