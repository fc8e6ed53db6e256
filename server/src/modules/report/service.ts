import {
  type COMPARE_OUTCOMES,
  DEGREE_NAMES,
  LANGUAGES,
  type Language,
  REPORT_PROGRAMMES_MAX,
  type TAnalysis,
  type TReport,
  type TReportRequest,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { createAnalysisService } from '../analysis/service.js';
import type { createCustomerService } from '../customer/service.js';
import type { FileService } from '../file/service.js';
import { shopRepository } from '../shop/repository.js';
import { symptomLabelRepository } from '../symptomLabel/repository.js';
import { createShareService } from './shares.js';

type Customers = ReturnType<typeof createCustomerService>;
type Analyses = ReturnType<typeof createAnalysisService>;
type Outcome = (typeof COMPARE_OUTCOMES)[number];

/** A photo's read URL: the console's usual one, or (a share link) one that ends no later than the link. */
export type SignPhoto = (key: string) => Promise<string>;

const outcomeOf = (then: number | undefined, now: number | undefined): Outcome =>
  then === undefined ? 'new' : now === undefined ? 'gone' : now < then ? 'better' : now > then ? 'worse' : 'same';

/**
 * Reports (issue 42 item 2): one visit of a store's customer, or two compared, assembled in one call in one language
 * (asked for, else her latest consent's, else the store's first content language): the store's name, the dates,
 * the photos, each symptom with its degree's name and colour and its label's description and care suggestions in
 * that language, and the programmes recommended for the (later) visit. Bounded: two analyses, their photos, at
 * most REPORT_PROGRAMMES_MAX programmes.
 */
export type ReportAssembler = ReturnType<typeof createReportAssembler>;

export function createReportService(db: Db, customers: Customers, analyses: Analyses, files: FileService) {
  const reports = createReportAssembler(db, customers, analyses, files);
  return { ...reports, ...createShareService(db, reports, files) };
}

function createReportAssembler(db: Db, customers: Customers, analyses: Analyses, files: FileService) {
  /** The language the report is written in, and where that choice came from. */
  async function languageOf(shopId: number, asked: Language | null | undefined, consent: string | null) {
    if (asked) return { language: asked, languageFrom: 'asked' as const };
    if (consent && (LANGUAGES as readonly string[]).includes(consent))
      return { language: consent as Language, languageFrom: 'consent' as const };
    const first = await symptomLabelRepository.firstLanguage(db, shopId, LANGUAGES);
    return { language: (first ?? LANGUAGES[0]) as Language, languageFrom: 'store' as const };
  }

  /** Her analyses of these ids (each hers, else 404 naming it), earlier first. */
  async function visitsOf(shopId: number, customerId: number, ids: readonly number[], language: Language) {
    const visits: TAnalysis[] = [];
    for (const analysisId of new Set(ids)) {
      const a = await analyses.get(shopId, analysisId, language).catch(() => null);
      if (!a || a.customer?.id !== customerId)
        throw new AppError('CUSTOMER_ANALYSIS_NOT_HERS', { params: { analysisId }, datas: { analysisId } });
      visits.push(a);
    }
    return visits.sort((x, y) => Date.parse(x.analysedAt) - Date.parse(y.analysedAt) || x.id - y.id);
  }

  async function assemble(shopId: number, b: TReportRequest, sign: SignPhoto): Promise<TReport> {
    const customer = await customers.mustGet(shopId, b.customerId);
    const { language, languageFrom } = await languageOf(shopId, b.language, customer.consent?.language ?? null);
    const visits = await visitsOf(shopId, customer.id, b.analyses, language);
    const keys = [...new Set(visits.flatMap((v) => v.symptoms.map((s) => s.symptomKey)))];
    const [shop, labels, recommended] = await Promise.all([
      shopRepository.find(db, shopId),
      symptomLabelRepository.textsFor(db, shopId, language, keys),
      customers.recommend(shopId, visits.at(-1)!.id, language),
    ]);
    const names = DEGREE_NAMES[language];
    const symptoms = keys.map((symptomKey) => {
      const label = labels.get(symptomKey);
      const found = visits.map((v) => v.symptoms.find((s) => s.symptomKey === symptomKey));
      const colours = label ? [label.mildColor, label.moderateColor, label.severeColor] : [];
      return {
        symptomKey,
        name: label?.name ?? found.find((s) => s?.name)?.name ?? symptomKey,
        degrees: found.map((s) =>
          s ? { degree: s.degree, name: names[s.degree - 1]!, color: colours[s.degree - 1] ?? '#8C8C8C' } : null,
        ),
        outcome: visits.length === 2 ? outcomeOf(found[0]?.degree, found[1]?.degree) : null,
        description: label?.description ?? '',
        careSuggestions: label?.careSuggestions ?? '',
      };
    });
    return {
      language,
      languageFrom,
      shopName: shop?.name ?? '',
      customerName: customer.name ?? customer.code,
      visits: await Promise.all(
        visits.map(async (v) => ({
          id: v.id,
          analysedAt: v.analysedAt,
          photos: await Promise.all(
            v.images.map(async (i) => ({ url: await sign(i.key), width: i.width, height: i.height })),
          ),
        })),
      ),
      symptoms,
      programmes: recommended.list
        .slice(0, REPORT_PROGRAMMES_MAX)
        .map((p) => ({ name: p.name, typeName: p.typeName, imageUrl: p.imageUrl })),
    };
  }

  return {
    assemble,
    visitsOf,
    /** Her row, or 404 (another store's customer answers the same). */
    customerOf: (shopId: number, customerId: number) => customers.mustGet(shopId, customerId),
    /** The report as the store's console reads it (photo URLs as every console list signs them). */
    forConsole: (shopId: number, b: TReportRequest) =>
      assemble(shopId, b, async (key) => (await files.presign(key)).url),
  };
}
