import { z } from 'zod';
import type { Language } from '../enums.js';
import { paged } from './common.js';
import { dateRange, zBodyId, zClientDateTime, zContains, zDateTime } from './query.js';
import { zDeviceNo } from './shopDevice.js';
import { exportFields, ZAppUserType, zTimeZone } from './user.js';

/**
 * Skin analyses (DESIGN.md section 11, issue 23): the app on a store's device uploads each analysis it made and
 * its photos; the store reads them in the console (never changes them); the cloud bill counts the photos; the
 * data centre counts the analyses.
 */

/** An analysis photo: JPG or PNG by content, at most 10 MB and 8000 px a side, any ratio. */
export const ANALYSIS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ANALYSIS_IMAGE_MAX_SIDE = 8000;
/** The long side of the thumbnail stored beside each photo (what the console's list shows). */
export const ANALYSIS_THUMB_SIDE = 320;
/** Photos and symptoms one analysis may carry. */
export const ANALYSIS_MAX_IMAGES = 12;
export const ANALYSIS_MAX_SYMPTOMS = 64;
/** `analysedAt` may be at most this far ahead of the server's clock (a device clock running fast)... */
export const ANALYSIS_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** ...and at most this many days in the past (an app holding analyses while offline). */
export const ANALYSIS_MAX_AGE_DAYS = 365;
/** A photo that no analysis names this long after its upload is swept (its bytes leave `ossSize`). */
export const ANALYSIS_PHOTO_SWEEP_HOURS = 24;

export const ZDegree = z.literal([1, 2, 3], { message: 'analysisDegree' });

/** `POST /api/app/v1/files` (multipart, field `file`) answer: the stored photo. */
export const ZAppFileResponse = z.object({
  key: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TAppFileResponse = z.infer<typeof ZAppFileResponse>;

/** The types a photo posted straight to the object store may declare (and must then be, by content). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** How long an upload grant lets the app post its photo, and then confirm it. */
export const PHOTO_GRANT_TTL_SECONDS = 10 * 60;

/** `POST /api/app/v1/files/grant` body: the photo the app is about to post (its size at most 10 MB). */
export const ZAppFileGrantRequest = z.object({
  contentType: z.enum(PHOTO_CONTENT_TYPES, { message: 'invalidValue' }),
  size: z.number().int().min(1),
});
export type TAppFileGrantRequest = z.infer<typeof ZAppFileGrantRequest>;

/**
 * An upload grant: a multipart POST to `url` of every field of `fields` (`key`, `Content-Type`, the policy and its
 * signature), then the photo as `file`, before `expiresAt`; then `files/confirm` with the `key`.
 */
export const ZAppFileGrantResponse = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  maxBytes: z.number().int(),
  expiresAt: zDateTime,
});
export type TAppFileGrantResponse = z.infer<typeof ZAppFileGrantResponse>;

/** `POST /api/app/v1/files/confirm` body: the key of the grant whose photo was posted. */
export const ZAppFileConfirmRequest = z.object({ key: z.string().min(1).max(300) });

/** `POST /api/app/v1/analyses` body. */
export const ZAppAnalysisRequest = z.object({
  /** Made by the app for each analysis; the same id again records nothing new and answers the same analysis. */
  clientId: z.uuid({ message: 'invalidValue' }),
  /** When the device made the analysis (ISO 8601 with `Z` or an offset from -12:00 to +14:00). */
  analysedAt: zClientDateTime,
  /** The device it was made on: the signed-in device. */
  deviceNo: zDeviceNo,
  symptoms: z
    // Any whole number here: a degree outside 1-3 is refused with its own code (ANALYSIS_DEGREE_INVALID).
    .array(z.object({ symptomKey: z.string().trim().min(1).max(64), degree: z.number().int() }))
    .max(ANALYSIS_MAX_SYMPTOMS)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, s] of list.entries()) {
        if (seen.has(s.symptomKey)) ctx.addIssue({ code: 'custom', path: [i, 'symptomKey'], message: 'duplicate' });
        seen.add(s.symptomKey);
      }
    }),
  /** Keys answered by `/api/app/v1/files` to this store, each at most once. */
  images: z.array(z.string().max(300)).max(ANALYSIS_MAX_IMAGES),
  /**
   * The store's customer it was made for (DESIGN.md section 13); left out, the analysis is anonymous. With images,
   * her latest consent must allow photos.
   */
  customerId: zBodyId.nullish(),
});
export type TAppAnalysisRequest = z.infer<typeof ZAppAnalysisRequest>;

/** `POST /api/app/v1/analyses` answer (201 the first time, 200 with the same body for a repeated `clientId`). */
export const ZAppAnalysisResponse = z.object({
  id: z.number().int(),
  clientId: z.string(),
  analysedAt: zDateTime,
  recordedAt: zDateTime,
  /** true: this `clientId` was recorded before; nothing new was recorded. */
  duplicate: z.boolean(),
});
export type TAppAnalysisResponse = z.infer<typeof ZAppAnalysisResponse>;

/** A photo of an analysis as the console shows it: signed URLs that read it until they expire. */
export const ZAnalysisImage = z.object({
  key: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A row of `analysis/query`, and `analysis/get/{id}`'s answer. */
export const ZAnalysis = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  clientId: z.string(),
  analysedAt: zDateTime,
  recordedAt: zDateTime,
  deviceNo: z.string(),
  /** null once the device is deleted. */
  deviceName: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  /** 1 working end, 2 viewer end */
  userType: ZAppUserType,
  /** The label's name in the console's language where the store has the label; else null (show the key). */
  symptoms: z.array(z.object({ symptomKey: z.string(), name: z.string().nullable(), degree: ZDegree })),
  images: z.array(ZAnalysisImage),
  /** The store's customer it was made for (DESIGN.md section 13); null: an anonymous analysis. */
  customer: z.object({ id: z.number().int(), code: z.string(), name: z.string().nullable() }).nullable(),
  /** When the store's photo retention deleted its photos (issue 42 item 6; `images` is empty then); null: never. */
  photosRemovedAt: zDateTime.nullable().optional(),
  /** The note to show in their place, in the request's language; null while its photos were not removed. */
  photosNote: z.string().nullable().optional(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

/**
 * `analysis/query/{page}/{pageSize}` and `analysis/export` body; newest first. A store's users read their own
 * store (access code `analysis`); the platform operator reads counts per store only (`analysis/shops`).
 */
export const ZAnalysisQueryRequest = z.object({
  deviceNo: zContains(64),
  userId: zBodyId.nullish(),
  /** One customer's analyses (her timeline). */
  customerId: zBodyId.nullish(),
  symptomKey: zContains(64),
  degree: ZDegree.nullish(),
  /** analysedAt from / to (a plain date is a whole UTC day, as everywhere in the console). */
  ...dateRange,
});
export type TAnalysisQueryRequest = z.infer<typeof ZAnalysisQueryRequest>;
export const ZAnalysisQueryResponse = paged(ZAnalysis);
export type TAnalysisQueryResponse = z.infer<typeof ZAnalysisQueryResponse>;
/** `analysis/export` body: the list's filters, the format, and the zone the times are written in (default UTC). */
export const ZAnalysisExportRequest = ZAnalysisQueryRequest.extend(exportFields);

type AnalysisExportLabel =
  | 'sheet'
  | 'id'
  | 'analysedAt'
  | 'recordedAt'
  | 'deviceNo'
  | 'deviceName'
  | 'userName'
  | 'userType'
  | 'symptoms'
  | 'images'
  | 'working'
  | 'viewer'
  | 'degree1'
  | 'degree2'
  | 'degree3';

/** Column titles and values of the exported analyses, in the seven interface languages. */
export const ANALYSIS_EXPORT_LABELS: Record<Language, Record<AnalysisExportLabel, string>> = {
  'zh-CN': {
    sheet: '分析记录',
    id: '编号',
    analysedAt: '分析时间',
    recordedAt: '上传时间',
    deviceNo: '设备号',
    deviceName: '设备名称',
    userName: '用户名',
    userType: '用户类型',
    symptoms: '症状',
    images: '照片数',
    working: '工作端',
    viewer: '观看端子账号',
    degree1: '轻度',
    degree2: '中度',
    degree3: '重度',
  },
  'en-US': {
    sheet: 'Analyses',
    id: 'No.',
    analysedAt: 'Analysed at',
    recordedAt: 'Uploaded at',
    deviceNo: 'Device number',
    deviceName: 'Device name',
    userName: 'User name',
    userType: 'User type',
    symptoms: 'Symptoms',
    images: 'Photos',
    working: 'Working end',
    viewer: 'Viewer end',
    degree1: 'mild',
    degree2: 'moderate',
    degree3: 'severe',
  },
  'ja-JP': {
    sheet: '分析記録',
    id: '番号',
    analysedAt: '分析日時',
    recordedAt: 'アップロード日時',
    deviceNo: 'デバイス番号',
    deviceName: 'デバイス名',
    userName: 'ユーザー名',
    userType: 'ユーザー種別',
    symptoms: '症状',
    images: '写真数',
    working: '操作端末',
    viewer: '閲覧端末',
    degree1: '軽度',
    degree2: '中度',
    degree3: '重度',
  },
  'es-ES': {
    sheet: 'Análisis',
    id: 'N.º',
    analysedAt: 'Fecha del análisis',
    recordedAt: 'Fecha de subida',
    deviceNo: 'Número de dispositivo',
    deviceName: 'Nombre del dispositivo',
    userName: 'Nombre de usuario',
    userType: 'Tipo de usuario',
    symptoms: 'Síntomas',
    images: 'Fotos',
    working: 'Terminal de trabajo',
    viewer: 'Terminal de visualización',
    degree1: 'leve',
    degree2: 'moderado',
    degree3: 'grave',
  },
  'id-ID': {
    sheet: 'Analisis',
    id: 'No.',
    analysedAt: 'Waktu analisis',
    recordedAt: 'Waktu unggah',
    deviceNo: 'Nomor perangkat',
    deviceName: 'Nama perangkat',
    userName: 'Nama pengguna',
    userType: 'Jenis pengguna',
    symptoms: 'Gejala',
    images: 'Foto',
    working: 'Terminal kerja',
    viewer: 'Terminal penampil',
    degree1: 'ringan',
    degree2: 'sedang',
    degree3: 'berat',
  },
  'th-TH': {
    sheet: 'ผลการวิเคราะห์',
    id: 'ลำดับ',
    analysedAt: 'เวลาวิเคราะห์',
    recordedAt: 'เวลาอัปโหลด',
    deviceNo: 'หมายเลขอุปกรณ์',
    deviceName: 'ชื่ออุปกรณ์',
    userName: 'ชื่อผู้ใช้',
    userType: 'ประเภทผู้ใช้',
    symptoms: 'อาการ',
    images: 'จำนวนรูป',
    working: 'เครื่องทำงาน',
    viewer: 'เครื่องดู',
    degree1: 'เล็กน้อย',
    degree2: 'ปานกลาง',
    degree3: 'รุนแรง',
  },
  'vi-VN': {
    sheet: 'Phân tích',
    id: 'STT',
    analysedAt: 'Thời gian phân tích',
    recordedAt: 'Thời gian tải lên',
    deviceNo: 'Số thiết bị',
    deviceName: 'Tên thiết bị',
    userName: 'Tên người dùng',
    userType: 'Loại người dùng',
    symptoms: 'Triệu chứng',
    images: 'Số ảnh',
    working: 'Đầu làm việc',
    viewer: 'Đầu xem',
    degree1: 'nhẹ',
    degree2: 'vừa',
    degree3: 'nặng',
  },
};

/**
 * `analysis/shops/{page}/{pageSize}` (platform operator): analyses per store, never their photos. `timeZone` (the
 * console's) says which days "the last 30 days" are: today and the 29 days before it there, each analysis on its
 * day on the device's clock, as the store's data centre counts it (its "Last 30 days"); UTC unless told.
 */
export const ZAnalysisShopsRequest = z.object({ shopName: zContains(64), timeZone: zTimeZone });
export type TAnalysisShopsRequest = z.infer<typeof ZAnalysisShopsRequest>;
export const ZAnalysisShopCount = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  total: z.number().int(),
  /** Analyses of today and the 29 days before it (in `timeZone`), as the store's data centre counts them. */
  last30d: z.number().int(),
  lastAnalysedAt: zDateTime.nullable(),
});
export type TAnalysisShopCount = z.infer<typeof ZAnalysisShopCount>;
export const ZAnalysisShopsResponse = paged(ZAnalysisShopCount);
export type TAnalysisShopsResponse = z.infer<typeof ZAnalysisShopsResponse>;

/**
 * What uses a store's cloud space (`cloud/info` answer's `usage`), what it is billed for, in parts that add up to
 * `usageBytes`: the analysis photos (each counted once, its thumbnail's bytes included and shown apart), content
 * images, other stored files (label templates), and `unlisted`: bytes the store's usage counts that no stored file
 * names (space recorded before files were listed one by one), 0 in a store whose every byte is a file.
 */
export const CLOUD_USAGE_KINDS = ['analysisPhotos', 'contentImages', 'other', 'unlisted'] as const;
export const ZCloudUsage = z.array(
  z.object({
    kind: z.enum(CLOUD_USAGE_KINDS),
    bytes: z.number().int(),
    /** Photos (not their thumbnails), images, files; 0 for `unlisted`. */
    files: z.number().int(),
    /** `analysisPhotos` only: the thumbnails stored beside the photos (their bytes are in `bytes`). */
    thumbnails: z.object({ files: z.number().int(), bytes: z.number().int() }).optional(),
  }),
);
export type TCloudUsage = z.infer<typeof ZCloudUsage>;

/**
 * The data centre's analyses (`data/overview` answer's `analyses`), for the store or every store, in the range
 * and grouped like the other trends.
 */
export const ZDataAnalyses = z.object({
  count: z.number().int(),
  countPrev: z.number().int(),
  /** Per bucket of the range. */
  trend: z.array(z.number().int()),
  byUserType: z.object({ working: z.number().int(), viewer: z.number().int() }),
  /** One store: per device, most first (deleted devices by number, name null). Every store: null. */
  byDevice: z
    .array(z.object({ deviceNo: z.string(), deviceName: z.string().nullable(), count: z.number().int() }))
    .nullable(),
  /** Symptoms found in the range by degree, most found first: `degrees[0..2]` count degrees 1, 2, 3. */
  symptoms: z.array(
    z.object({
      symptomKey: z.string(),
      name: z.string().nullable(),
      degrees: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
    }),
  ),
});
export type TDataAnalyses = z.infer<typeof ZDataAnalyses>;
