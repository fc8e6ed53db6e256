import { z } from 'zod';
import type { Language } from '../enums.js';
import { zPassword, zPhone, zText, zUsername } from '../rules.js';
import { paged, sortBy } from './common.js';
import { requiredOrInvalid, zBodyId, zContains, zDateInput, zDateTime, zPathId } from './query.js';
import { zDeviceNo } from './shopDevice.js';

/** App accounts (`user` resource, /users screen): a store's working ends and viewer-end subaccounts. */

/** 1 working (operating) end, 2 viewer-end subaccount (`UserType`). */
export const ZAppUserType = z.literal([1, 2], requiredOrInvalid);
/** 1 enabled, 0 disabled (`UserStatus`). */
export const ZAppUserStatus = z.literal([0, 1], requiredOrInvalid);

/** An app account's last sign-in to the analysis app: when, and on which device. */
export const ZAppSignIn = z.object({ at: zDateTime, deviceNo: z.string() });

/** A row of `user/query`, and the answer of the routes that change one. */
export const ZAppUser = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  userType: ZAppUserType,
  userName: z.string(),
  /** `<dial code> <number>`, e.g. `86 13800138000` */
  mobile: z.string().nullable(),
  status: ZAppUserStatus,
  address: z.string(),
  /** The device the account is registered with, or null. */
  deviceNo: z.string().nullable(),
  /** Permanent accounts never expire and are never charged a renewal. */
  permanent: z.boolean(),
  /** null for permanent accounts */
  expireTime: zDateTime.nullable(),
  /** Not permanent and past its expiration time. */
  expired: z.boolean(),
  /** Add time. */
  createdAt: zDateTime,
  updatedAt: zDateTime,
  /** Closed accounts are kept, can no longer sign in and can no longer be changed. */
  closed: z.boolean(),
  closedAt: zDateTime.nullable(),
  /** The last sign-in to the analysis app, or null when it never signed in. */
  lastAppSignIn: ZAppSignIn.nullable(),
});
export type TAppUser = z.infer<typeof ZAppUser>;

export const APP_USER_SORT_FIELDS = ['createdAt', 'expireTime', 'userName'] as const;
export type AppUserSortField = (typeof APP_USER_SORT_FIELDS)[number];

/**
 * Filters of `user/query` and `user/export`. Every field is optional; empty strings and nulls mean
 * "no filter". Store users always see their own store (a `shopId` naming another store answers
 * 404); the platform operator must name the store with `shopId` and may only read.
 */
export const ZAppUserFilter = z.object({
  userType: ZAppUserType.nullish(),
  /** contains, case-insensitive */
  userName: zContains(32),
  /** contains (digits of the number, or the dial code) */
  mobile: zContains(24),
  status: ZAppUserStatus.nullish(),
  /** exact device number */
  deviceNo: zContains(64),
  /** expiration time from (inclusive); a plain date is the start of that UTC day */
  expireFrom: zDateInput.nullish(),
  /** expiration time to (inclusive); a plain date is the end of that UTC day */
  expireTo: zDateInput.nullish(),
  permanent: z.boolean().nullish(),
  /** true: only closed accounts, false: only open ones */
  closed: z.boolean().nullish(),
  /** The store to read; required for the platform operator. */
  shopId: zBodyId.nullish(),
});
export type TAppUserFilter = z.infer<typeof ZAppUserFilter>;

/** `user/query/{page}/{pageSize}` body. Default order: newest first. */
export const ZAppUserQueryRequest = ZAppUserFilter.extend(sortBy(APP_USER_SORT_FIELDS));
export type TAppUserQueryRequest = z.infer<typeof ZAppUserQueryRequest>;
export const ZAppUserQueryResponse = paged(ZAppUser);
export type TAppUserQueryResponse = z.infer<typeof ZAppUserQueryResponse>;

/** The fields of the add and edit forms; an expiration time is required unless the account is permanent. */
const appUserFormFields = {
  userType: ZAppUserType,
  userName: zUsername,
  mobile: zPhone,
  address: zText(200).nullish(),
  /** One of the store's devices; empty or null for none. */
  deviceNo: z.union([z.literal(''), zDeviceNo]).nullish(),
  permanent: z.boolean().default(false),
  /** A plain date means the end of that UTC day. Ignored (stored as null) for permanent accounts. */
  expireTime: zDateInput.nullish(),
};

function expiryRequired(v: { permanent: boolean; expireTime?: string | null }, ctx: z.RefinementCtx) {
  if (!v.permanent && !v.expireTime) ctx.addIssue({ code: 'custom', path: ['expireTime'], message: 'required' });
}

/** `user/add` body; `password` is the app account's sign-in password (new rule). */
export const ZAppUserAddRequest = z.object({ ...appUserFormFields, password: zPassword }).superRefine(expiryRequired);
export type TAppUserAddRequest = z.infer<typeof ZAppUserAddRequest>;

/** `user/update/{userId}` body: the add form without the password. */
export const ZAppUserUpdateRequest = z.object(appUserFormFields).superRefine(expiryRequired);
export type TAppUserUpdateRequest = z.infer<typeof ZAppUserUpdateRequest>;

/** `user/update/{userId}`, `user/close/{userId}`, `user/updatePwd/{userId}` path. */
export const ZAppUserIdParams = z.object({ userId: zPathId });
/** `user/updateStatus/{userId}/{userStatus}` path: userStatus 0 (disable) or 1 (enable). */
export const ZAppUserStatusParams = z.object({
  userId: zPathId,
  userStatus: z.enum(['0', '1'], { message: 'invalidValue' }).transform((s) => Number(s) as 0 | 1),
});

/** `user/updatePwd/{userId}` body: the store sets a new password (new rule) for an app account. */
export const ZAppUserPasswordRequest = z.object({ pwd: zPassword });
export type TAppUserPasswordRequest = z.infer<typeof ZAppUserPasswordRequest>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** An export holds at most this many rows; a bigger result asks for a narrower filter. */
export const EXPORT_MAX_ROWS = 100_000;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name such as `Asia/Shanghai` (optional: UTC). */
export const zTimeZone = z.string().max(64).refine(isTimeZone, { message: 'invalidValue' }).nullish();

/** What a list's export adds to the list's request: the file format (default CSV) and the zone times are written in. */
export const exportFields = { format: z.enum(EXPORT_FORMATS).default('csv'), timeZone: zTimeZone };

/**
 * `user/export` body: the query's filters and order, the file format, and the time zone in which
 * times are written (IANA name such as `Asia/Shanghai`; default UTC). Needs the `users` and
 * `export` codes. The answer is the file itself (`content-disposition: attachment`).
 */
export const ZAppUserExportRequest = ZAppUserQueryRequest.extend(exportFields);

type ExportLabel =
  | 'sheet'
  | 'userName'
  | 'userType'
  | 'mobile'
  | 'status'
  | 'address'
  | 'deviceNo'
  | 'permanent'
  | 'expireTime'
  | 'createdAt'
  | 'working'
  | 'viewer'
  | 'enabled'
  | 'disabled'
  | 'closed'
  | 'yes'
  | 'no';

/** Column titles and values of the exported file, in the seven interface languages. */
export const APP_USER_EXPORT_LABELS: Record<Language, Record<ExportLabel, string>> = {
  'zh-CN': {
    sheet: '用户',
    userName: '用户名',
    userType: '用户类型',
    mobile: '手机号',
    status: '状态',
    address: '地址',
    deviceNo: '设备号',
    permanent: '永久用户',
    expireTime: '到期时间',
    createdAt: '添加时间',
    working: '工作端',
    viewer: '观看端子账号',
    enabled: '启用',
    disabled: '停用',
    closed: '已注销',
    yes: '是',
    no: '否',
  },
  'en-US': {
    sheet: 'Users',
    userName: 'User name',
    userType: 'User type',
    mobile: 'Mobile phone',
    status: 'Status',
    address: 'Address',
    deviceNo: 'Device number',
    permanent: 'Permanent user',
    expireTime: 'Expiration time',
    createdAt: 'Add time',
    working: 'Working end',
    viewer: 'Viewer-end subaccount',
    enabled: 'Enabled',
    disabled: 'Disabled',
    closed: 'Closed',
    yes: 'Yes',
    no: 'No',
  },
  'ja-JP': {
    sheet: 'ユーザー',
    userName: 'ユーザー名',
    userType: 'ユーザー種別',
    mobile: '携帯電話番号',
    status: 'ステータス',
    address: '住所',
    deviceNo: 'デバイス番号',
    permanent: '永久ユーザー',
    expireTime: '有効期限',
    createdAt: '追加日時',
    working: '操作端末',
    viewer: '閲覧端末サブアカウント',
    enabled: '有効',
    disabled: '無効',
    closed: '解約済み',
    yes: 'はい',
    no: 'いいえ',
  },
  'es-ES': {
    sheet: 'Usuarios',
    userName: 'Nombre de usuario',
    userType: 'Tipo de usuario',
    mobile: 'Teléfono móvil',
    status: 'Estado',
    address: 'Dirección',
    deviceNo: 'Número de dispositivo',
    permanent: 'Usuario permanente',
    expireTime: 'Fecha de caducidad',
    createdAt: 'Fecha de alta',
    working: 'Terminal de trabajo',
    viewer: 'Subcuenta de visor',
    enabled: 'Habilitado',
    disabled: 'Deshabilitado',
    closed: 'Cerrada',
    yes: 'Sí',
    no: 'No',
  },
  'id-ID': {
    sheet: 'Pengguna',
    userName: 'Nama pengguna',
    userType: 'Jenis pengguna',
    mobile: 'Nomor ponsel',
    status: 'Status',
    address: 'Alamat',
    deviceNo: 'Nomor perangkat',
    permanent: 'Pengguna permanen',
    expireTime: 'Waktu kedaluwarsa',
    createdAt: 'Waktu ditambahkan',
    working: 'Terminal kerja',
    viewer: 'Subakun penampil',
    enabled: 'Aktif',
    disabled: 'Nonaktif',
    closed: 'Ditutup',
    yes: 'Ya',
    no: 'Tidak',
  },
  'th-TH': {
    sheet: 'ผู้ใช้',
    userName: 'ชื่อผู้ใช้',
    userType: 'ประเภทผู้ใช้',
    mobile: 'หมายเลขโทรศัพท์มือถือ',
    status: 'สถานะ',
    address: 'ที่อยู่',
    deviceNo: 'หมายเลขอุปกรณ์',
    permanent: 'ผู้ใช้ถาวร',
    expireTime: 'เวลาหมดอายุ',
    createdAt: 'เวลาที่เพิ่ม',
    working: 'เครื่องปฏิบัติงาน',
    viewer: 'บัญชีย่อยเครื่องดู',
    enabled: 'เปิดใช้งาน',
    disabled: 'ปิดใช้งาน',
    closed: 'ปิดบัญชีแล้ว',
    yes: 'ใช่',
    no: 'ไม่ใช่',
  },
  'vi-VN': {
    sheet: 'Người dùng',
    userName: 'Tên người dùng',
    userType: 'Loại người dùng',
    mobile: 'Số điện thoại di động',
    status: 'Trạng thái',
    address: 'Địa chỉ',
    deviceNo: 'Số thiết bị',
    permanent: 'Người dùng vĩnh viễn',
    expireTime: 'Thời gian hết hạn',
    createdAt: 'Thời gian thêm',
    working: 'Đầu làm việc',
    viewer: 'Tài khoản phụ đầu xem',
    enabled: 'Đã bật',
    disabled: 'Đã tắt',
    closed: 'Đã đóng',
    yes: 'Có',
    no: 'Không',
  },
};
