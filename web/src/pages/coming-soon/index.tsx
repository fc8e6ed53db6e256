import { ClockCircleOutlined } from '@ant-design/icons';
import { formatSize, parseCloudExpire } from '@skin/contract';
import { Alert, Card, Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useRouteMeta } from '../../app/route-meta';
import { useT } from '../../i18n/areas';

/**
 * The shared page of screens that later releases build: the screen's title, what it will do, and what the
 * store owner can do meanwhile (on the cloud screen: where their cloud space stands and how to renew now).
 * A screen replaces it by pointing its route (app/routes.tsx) at its own page.
 */
export default function ComingSoonPage() {
  const { t, i18n } = useT();
  const route = useRouteMeta();
  const [params] = useSearchParams();
  const { data: me } = useCurrentUser();
  const orderNo = params.get('orderNo');
  const shop = me?.shopInfo;
  const expire = route?.title === 'cloud' ? parseCloudExpire(shop?.cloudExpireTime) : null;
  return (
    <Card variant="borderless" data-testid="coming-soon">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {route ? t(`menu:${route.title}`) : null}
      </Typography.Title>
      {expire && shop && (
        <Alert
          type="info"
          showIcon
          data-testid="cloud-meanwhile"
          title={t('pages:cloudStatus', {
            size: formatSize(shop.ossSize),
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(expire),
          })}
          description={t('pages:cloudMeanwhile')}
          style={{ maxWidth: 720, margin: '0 auto' }}
        />
      )}
      <Empty
        image={<ClockCircleOutlined style={{ fontSize: 56, color: '#91caff' }} />}
        styles={{ image: { height: 64 } }}
        description={
          <div style={{ maxWidth: 560, margin: '0 auto' }}>
            <Typography.Paragraph strong style={{ marginBottom: 8 }}>
              {t('pages:comingSoon')}
            </Typography.Paragraph>
            {route && (
              <Typography.Paragraph data-testid="coming-soon-will" style={{ marginBottom: 8 }}>
                {t(`pages:will.${route.title}` as 'pages:will.data', { defaultValue: '' })}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">{t('pages:comingSoonHint')}</Typography.Text>
            {orderNo && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {t('pages:orderNo', { orderNo })}
              </Typography.Paragraph>
            )}
          </div>
        }
        style={{ padding: '40px 0' }}
      />
    </Card>
  );
}
