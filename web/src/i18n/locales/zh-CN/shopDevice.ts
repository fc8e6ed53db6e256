import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: '设备号',
  deviceName: '设备名称',
  accounts: '绑定账号',
  accountsValue: '{{count}} 个（{{enabled}} 个启用）',
  createdAt: '添加时间',
  searchButton: '查询',
  add: '新增设备',
  addTitle: '新增设备',
  deviceNoRequired: '请输入设备号',
  deviceNameRequired: '请输入设备名称',
  deviceNoHint: '1-64 位字母、数字、- 或 _，设备号不可重复。',
  deviceNamePlaceholder: '例如：前台分析仪',
  added: '设备 {{deviceNo}} 已新增',
  delete: '删除',
  deleteTitle: '确定删除设备 {{deviceNo}} 吗？',
  deleteBody: '删除后，使用该设备注册的账号及其永久观看端将被停用。此操作不可撤销。',
  deleteCount: '绑定该设备的账号：{{count}} 个，其中 {{enabled}} 个启用中的账号将被停用。',
  deleteOk: '删除设备',
  deleted: '设备 {{deviceNo}} 已删除，{{count}} 个账号已停用',
  empty: '还没有设备',
  emptyHint: '先添加本店的设备，再为账号绑定设备。',
  noMatch: '没有符合条件的设备',
  loadFailed: '设备列表加载失败',
  platform: {
    store: '店铺',
    pickStore: '请选择要查看设备的店铺',
    hint: '平台用户可以查看任意店铺的设备；设备的新增和删除由各店铺自行操作。',
  },
} satisfies LocaleArea<typeof en>;
