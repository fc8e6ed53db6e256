import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { CustomerList } from './components/CustomerList';
import { CustomerPage } from './components/CustomerPage';
import { CustomerShops } from './components/CustomerShops';
import { ReportPage } from './components/ReportPage';
import '../../components/list.css';
import '../../components/content.css';
import './customers.css';

/**
 * /customers (code `customer`). A store: its customers, searched and filtered (all in the URL), and exported; and
 * /customers/:id, one customer's page, and /customers/:id/report, her report of one visit or two. The platform operator: how many customers each store has, never a name, phone
 * or photo (also at /customers/:id).
 */
export default function CustomersPage() {
  const { t } = useTranslation(['menu']);
  const { data: me } = useCurrentUser();
  const { id } = useParams();
  const isReport = useMatch('/customers/:id/report') !== null;
  const customerId = id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : null;
  // Her report stands alone (no card, no screen title): it is what prints.
  if (isReport && me?.kind !== 'platform')
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
      {me?.kind === 'platform' ? (
        <CustomerShops />
      ) : id === undefined ? (
        <CustomerList />
      ) : (
        // A number no customer can have (`/customers/abc`) is "not found", as an unknown number is.
        <CustomerPage id={customerId} />
      )}
    </Card>
  );
}
