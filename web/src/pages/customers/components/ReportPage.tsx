import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@skin/contract';
import { Button, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCustomerReport } from '../../../api/report';
import { useAccess } from '../../../auth/access';
import { QueryFailed } from '../../../components/LoadFailed';
import { RouteLink } from '../../../components/RowLink';
import { ReportView } from '../../../components/report/ReportView';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { ShareButton } from './ShareDialog';

/** `?analyses=41,38`: one or two of her visits; `?lang=ja-JP`: the report's language (left out: the server's choice). */
const readAnalyses = (raw: string | null): number[] =>
  [...new Set((raw ?? '').split(',').filter((s) => /^\d{1,15}$/.test(s)))].map(Number).slice(0, 2);
const readLanguage = (raw: string | null): Language | null =>
  (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Language) : null;

/** The link to her report of one visit or two (`lang` left out: her language). */
export const reportPath = (customerId: number, analyses: readonly number[]) =>
  `/customers/${customerId}/report?analyses=${analyses.join(',')}`;

/**
 * `/customers/:id/report?analyses=..&lang=..`: her report in the language chosen here (else the server's default for
 * her, named), with Print (the page prints the report alone on A4) and Share (a link and its QR code).
 */
export function ReportPage({ id }: { id: number | null }) {
  const { t } = useTranslation(['customers', 'common']);
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const analyses = readAnalyses(params.get('analyses'));
  const asked = readLanguage(params.get('lang'));
  const report = useCustomerReport(id, analyses, asked);
  const back = (
    <RouteLink to={id === null ? '/customers' : `/customers/${id}`} className="cu-back">
      <ArrowLeftOutlined /> {t('report.back')}
    </RouteLink>
  );
  const body = () => {
    if (id === null || analyses.length === 0)
      return <Typography.Text type="secondary">{t('report.pickVisits')}</Typography.Text>;
    if (report.isError) return <QueryFailed query={report} title={t('report.loadFailed')} />;
    if (report.isPending) return <Skeleton active paragraph={{ rows: 10 }} data-testid="report-loading" />;
    return <ReportView report={report.data} />;
  };
  const language = report.data?.language ?? asked;
  return (
    <div className="cu-page" data-testid="report-page">
      <div className="rp-controls cu-report-controls">
        {back}
        {report.data && (
          <div className="cu-report-tools">
            <span className="cu-report-language">
              <span id="cu-report-language">{t('report.language')}</span>
              <Select<Language>
                value={language ?? undefined}
                onChange={(lang) =>
                  setParams(
                    (prev) => {
                      const p = new URLSearchParams(prev);
                      p.set('lang', lang);
                      return p;
                    },
                    { replace: true },
                  )
                }
                options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                style={{ minWidth: 160 }}
                aria-labelledby="cu-report-language"
                data-testid="report-language"
              />
            </span>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('report.print')}
            </Button>
            {id !== null && can('customer') && (
              <ShareButton customerId={id} analyses={analyses} language={report.data.language} />
            )}
          </div>
        )}
        {report.data && (
          <Typography.Text type="secondary" className="su-subtext">
            {t('report.languageNote', {
              language: LANGUAGE_NAMES[report.data.language],
              from: t(`report.from.${report.data.languageFrom}`),
            })}
          </Typography.Text>
        )}
      </div>
      {body()}
    </div>
  );
}
