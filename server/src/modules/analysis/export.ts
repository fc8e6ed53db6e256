import { ANALYSIS_EXPORT_LABELS, type ExportFormat, type Language } from '@skin/contract';
import type { AnalysisSymptom } from '../../db/schema.js';
import { buildTableExport, type ExportFile, timeFormatter } from '../../lib/export.js';
import type { AnalysisListRow } from './repository.js';

const COLUMNS = [
  'id',
  'analysedAt',
  'recordedAt',
  'deviceNo',
  'deviceName',
  'userName',
  'userType',
  'symptoms',
  'images',
] as const;

/** The exported analyses: translated titles and values, symptoms by name (else key) and degree, times in a zone. */
export function buildAnalysisExport(
  rows: AnalysisListRow[],
  nameOf: (s: AnalysisSymptom) => string | null,
  format: ExportFormat,
  lang: Language,
  timeZone: string,
  now = new Date(),
): Promise<ExportFile> {
  const l = ANALYSIS_EXPORT_LABELS[lang];
  const time = timeFormatter(timeZone);
  const degree = [l.degree1, l.degree2, l.degree3];
  const table = [
    COLUMNS.map((c) => l[c]),
    ...rows.map((r) => [
      r.id,
      time(r.analysedAt.toISOString()),
      time(r.recordedAt.toISOString()),
      r.deviceNo,
      r.deviceName ?? '',
      r.userName,
      r.userType === 1 ? l.working : l.viewer,
      r.symptoms.map((s) => `${nameOf(s) ?? s.k}: ${degree[s.d - 1] ?? s.d}`).join('; '),
      r.imageCount,
    ]),
  ];
  const widths = COLUMNS.map((c) => (c === 'symptoms' ? 60 : c === 'id' || c === 'images' ? 10 : 20));
  return buildTableExport('analyses', table, format, l.sheet, widths, now);
}
