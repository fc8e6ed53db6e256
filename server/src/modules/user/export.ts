import { APP_USER_EXPORT_LABELS, type ExportFormat, type Language, type TAppUser } from '@skin/contract';
import { buildTableExport, type ExportCell, type ExportFile, phoneCell, timeFormatter } from '../../lib/export.js';

export type { ExportFile };

const COLUMNS = [
  'userName',
  'userType',
  'mobile',
  'status',
  'address',
  'deviceNo',
  'permanent',
  'expireTime',
  'createdAt',
] as const;

/** The exported app account list: translated titles and values, times in the caller's zone. */
function table(rows: TAppUser[], lang: Language, timeZone: string): ExportCell[][] {
  const l = APP_USER_EXPORT_LABELS[lang];
  const time = timeFormatter(timeZone);
  const header = COLUMNS.map((c) => l[c]);
  const body = rows.map((r) => [
    r.userName,
    r.userType === 1 ? l.working : l.viewer,
    phoneCell(r.mobile),
    r.closed ? l.closed : r.status === 1 ? l.enabled : l.disabled,
    r.address,
    r.deviceNo ?? '',
    r.permanent ? l.yes : l.no,
    time(r.expireTime),
    time(r.createdAt),
  ]);
  return [header, ...body];
}

export function buildExport(
  rows: TAppUser[],
  format: ExportFormat,
  lang: Language,
  timeZone: string,
  now = new Date(),
): Promise<ExportFile> {
  const widths = COLUMNS.map((c) => (c === 'address' ? 40 : 20));
  return buildTableExport(
    'app-accounts',
    table(rows, lang, timeZone),
    format,
    APP_USER_EXPORT_LABELS[lang].sheet,
    widths,
    now,
  );
}
