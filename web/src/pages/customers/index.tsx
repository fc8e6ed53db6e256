import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useUrlState } from '../../hooks/useUrlState';
import { ConsentTexts } from './components/ConsentTexts';
import { CustomerList } from './components/CustomerList';
import { CustomerPage } from './components/CustomerPage';
import { CustomerShops } from './components/CustomerShops';
import { ReportPage } from './components/ReportPage';
import '../../components/list.css';
import '../../components/content.css';
import './customers.css';

const TABS = ['list', 'consent'] as const;
type Tab = (typeof TABS)[number];

/**
 * /customers (code `customer`). A store: its customers, searched and filtered (all in the URL), and exported, and
 * its consent texts (`?tab=consent`); /customers/:id, one customer's page, and /customers/:id/report, her report of
 * one visit or two. The platform operator: how many customers each store has, never a name, phone or photo (also at
 * /customers/:id), and the default consent texts.
 */
export default function CustomersPage() {
  const { t } = useTranslation(['menu', 'consent']);
  const { data: me } = useCurrentUser();
  const { id } = useParams();
  const platform = me?.kind === 'platform';
  const [tab, setTab] = useUrlState<Tab>('tab', `customers-tab:${me?.id ?? 0}`, 'list', (v) => TABS.includes(v));
  const isReport = useMatch('/customers/:id/report') !== null;
  // A number no customer can have (`/customers/abc`) is "not found", as an unknown number is.
  const customerId = id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : null;
  // Her report stands alone (no card, no screen title): it is what prints.
  if (isReport && !platform)
    return (
      <Card variant="borderless" className="su-card cu-report-card">
        <ReportPage id={customerId} />
      </Card>
    );
  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {t('menu:customers')}
      </Typography.Title>
      {id !== undefined && !platform ? (
        <CustomerPage id={customerId} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          destroyOnHidden
          items={[
            { key: 'list', label: t('menu:customers'), children: platform ? <CustomerShops /> : <CustomerList /> },
            { key: 'consent', label: t('consent:tab'), children: <ConsentTexts platform={platform} /> },
          ]}
        />
      )}
    </Card>
  );
}
