import type { LocaleArea } from '../../types';
import type en from '../en-US/consent';

export default {
  tab: '同意书',
  intro:
    '皮肤检测 App 在顾客同意前向她展示的文字，按语言分别编写。每次保存都会生成新版本；每条同意记录都注明她阅读的版本。',
  introPlatform: '默认同意书：门店在某种语言没有自己的同意书时展示这些文字。每次保存都会生成新版本。',
  languagesTable: '各语言的同意书',
  language: '语言',
  latest: '最新版本',
  savedAt: '保存时间',
  savedBy: '保存人',
  versions: '版本数',
  version: '版本',
  length: '字符数',
  none: '暂无',
  platformShown: '展示平台的 {{version}}',
  editorTitle: '{{language}}同意书',
  editorLabel: '{{language}}同意书正文',
  placeholder: '用途、保存的内容和期限、顾客的权利、门店的联系方式',
  startsFromPlatform: '您在该语言还没有自己的同意书：以下是平台的 {{version}}。修改并保存后即成为您自己的版本。',
  tooLong: '最多 {{max}} 个字符',
  save: '保存为新版本',
  undo: '撤销修改',
  confirmTitle: '保存为新版本？',
  confirmBody:
    '这将生成{{language}}同意书的第 {{number}} 版，App 此后展示该版本。旧版本仍可查阅，已记录的同意仍注明顾客当时阅读的版本。',
  confirmOk: '保存',
  saved: '已保存版本 {{version}}',
  unchanged: '文字与最新版本相同，未生成新版本',
  history: '{{language}}同意书的版本',
  historyEmpty: '暂无版本',
  readVersion: '查看版本 {{version}}',
  readTitle: '版本 {{version}}',
  readMeta: '{{name}} 保存于 {{time}}',
  platformTag: '平台默认',
  loadFailed: '同意书加载失败',
} satisfies LocaleArea<typeof en>;
