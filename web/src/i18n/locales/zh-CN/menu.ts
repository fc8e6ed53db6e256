import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: '首页',
  data: '数据中心',
  users: '用户管理',
  shopDevice: '设备管理',
  symptomLabel: '症状标签',
  productType: '方案管理',
  symptomDesc: '症状话术',
  adInfo: '广告管理',
  myOrders: '订单管理',
  cloud: '云空间管理',
  payment: '支付',
  paymentResult: '支付结果',
  login: '登录',
  register: '注册',
  forget: '重置密码',
  forbidden: '无权限',
  notFound: '页面不存在',
  serverError: '服务器错误',
  redirecting: '跳转中',
} satisfies LocaleArea<typeof en>;
