import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title: '未导入任何内容：共 {{count}} 处问题。请在文件中改正后重新上传。',
  row: '行',
  column: '列',
  problem: '问题',
  wholeRow: '整行',
  more: '仅列出前 {{shown}} 处问题（共 {{count}} 处）。',
  dismiss: '关闭问题列表',
} satisfies LocaleArea<typeof en>;
