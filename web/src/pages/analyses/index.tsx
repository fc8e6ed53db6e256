import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/account';
import { useRouteMeta } from '../../app/route-meta';
import { ShopCounts } from './components/ShopCounts';
import { StoreAnalyses } from './components/StoreAnalyses';
import '../../components/list.css';
import '../../components/content.css';
import './analyses.css';

/**
 * /analyses (code `analysis`). A store: the skin analyses its devices' app uploaded, read only, with their photos,
 * filtered by device, account, symptom, degree and day (all in the URL), and their export. The platform operator:
 * how many analyses each store has, never the analyses or their photos.
 */
export default function AnalysesPage() {
  const { t } = useTranslation(['menu']);
  const route = useRouteMeta();
  const { data: me } = useCurrentUser();
  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:analyses')}
      </Typography.Title>
      {me?.kind === 'platform' ? <ShopCounts /> : <StoreAnalyses />}
    </Card>
  );
}
