import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: '门店后台',
  appTagline: '皮肤检测管理控制台',
  ok: '确定',
  cancel: '取消',
  confirm: '确认',
  close: '关闭',
  retry: '重试',
  actions: '操作',
  total: '共 {{count}} 条',
  loading: '加载中…',
  backHome: '返回首页',
  language: '语言',
  switchLanguage: '切换语言',
  /** The row's menu of further actions (an icon button). */
  moreActions: '更多操作',
  scrollHint: '左右滑动可查看全部列 →',
  requestTimeout: '服务器响应超时，请重试。',
  networkError: '无法连接服务器，请检查网络后重试。',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: '导出',
    csv: '导出 CSV',
    xlsx: '导出 Excel（XLSX）',
    done: '已导出 {{file}}',
  },
  link: {
    corrected: '链接中的部分条件无法使用，列表已忽略这些条件显示：{{parts}}。',
    tooLong: '{{param}} 超过 {{max}} 个字符',
    fieldTooLong: '最多 {{max}} 个字符：链接中的文字未被使用。',
  },
  number: {
    whole: '请输入 {{min}} 到 {{max}} 之间的整数',
    decimals: '请输入 {{min}} 到 {{max}} 之间的数，最多 {{decimals}} 位小数',
  },
} satisfies LocaleArea<typeof en>;
