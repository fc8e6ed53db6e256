import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: '照片保留期',
  hint: '早于此期限的分析照片（连同缩略图）每天删除一次；分析记录和结果保留，并注明照片已删除。设为 0 则一直保留，直到您手动删除。',
  months: '照片保留（月）',
  monthsSuffix: '个月',
  keepForever: '一直保留',
  keptFor: '保留 {{count}} 个月',
  save: '保存',
  saved: '照片保留期已保存',
  dueTitle: '下次每日清理将释放',
  dueNone: '目前没有超过保留期的照片。',
  due: '{{date}} 之前的 {{analyses}} 次分析的 {{photos}} 张照片，共 {{size}}',
  dueMore: '{{date}} 之前至少 {{analyses}} 次分析的 {{photos}} 张照片，至少 {{size}}',
  ownerOnly: '只有门店主账号可以修改照片保留期。',
  loadFailed: '照片保留期加载失败',
} satisfies LocaleArea<typeof en>;
