import { LANGUAGES, type Language, REPORT_LABELS, SHARE_TOKEN_RE } from '@skin/contract';
import { Result, Skeleton } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { useSharedReport } from '../../api/report';
import { ReportView } from '../../components/report/ReportView';
import './shared-report.css';

/** The link's language (`?lang=`), else en-US. */
const languageOf = (raw: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Language) : 'en-US';

/** What every link that opens nothing shows, in the link's language: never which of the reasons. */
function Invalid({ language }: { language: Language }) {
  const l = REPORT_LABELS[language];
  return (
    <div lang={language} data-testid="shared-invalid">
      <Result status="warning" title={l.invalidTitle} subTitle={l.invalidText} />
    </div>
  );
}

/**
 * `/shared-report?lang=ja-JP#<token>`: the report a share link opens, for whoever holds it, without signing in. The
 * token is read from the fragment (never sent in a URL, so it reaches no access log or Referer) and sent in the
 * body; an unknown, malformed, expired or revoked token shows one page saying the link is not valid.
 */
export default function SharedReportPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const language = languageOf(params.get('lang'));
  const token = hash.replace(/^#/, '');
  const wellFormed = SHARE_TOKEN_RE.test(token);
  const report = useSharedReport(token, language, wellFormed);
  if (!wellFormed || report.isError) return <Invalid language={language} />;
  if (report.isPending) return <Skeleton active paragraph={{ rows: 10 }} className="sr-loading" />;
  return <ReportView report={report.data} />;
}
