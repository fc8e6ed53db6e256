import { CUSTOMER_EXPORT_LABELS, type ExportFormat, type Language, type TCustomer } from '@skin/contract';
import { buildTableExport, type ExportFile, phoneCell, timeFormatter } from '../../lib/export.js';

const COLUMNS = [
  'code',
  'name',
  'phone',
  'gender',
  'birthYear',
  'visits',
  'firstVisitAt',
  'lastVisitAt',
  'consent',
  'note',
] as const;

/**
 * The exported customers: translated titles and values, times in a zone, phones as the list shows them (masked
 * for a caller without `customer:contact`); names and notes are text cells (formulas neutralised by lib/export).
 */
export function buildCustomerExport(
  rows: TCustomer[],
  format: ExportFormat,
  lang: Language,
  timeZone: string,
  now = new Date(),
): Promise<ExportFile> {
  const l = CUSTOMER_EXPORT_LABELS[lang];
  const time = timeFormatter(timeZone);
  const consent = (c: TCustomer) =>
    !c.consent ? l.consentNone : c.consent.photos ? l.consentPhotos : l.consentNoPhotos;
  const table = [
    COLUMNS.map((c) => l[c]),
    ...rows.map((c) => [
      c.code,
      c.name ?? '',
      phoneCell(c.phone),
      c.gender ? l[c.gender] : '',
      c.birthYear ?? '',
      c.visits,
      time(c.firstVisitAt),
      time(c.lastVisitAt),
      consent(c),
      c.note ?? '',
    ]),
  ];
  const widths = COLUMNS.map((c) => (c === 'note' ? 40 : c === 'visits' || c === 'birthYear' ? 10 : 20));
  return buildTableExport('customers', table, format, l.sheet, widths, now);
}
