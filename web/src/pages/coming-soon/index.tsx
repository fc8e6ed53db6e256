import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { useT } from '../../i18n/areas';

/**
 * The shared page of screens that later releases build: the screen's title and a short note.
 * A screen replaces it by pointing its route (app/routes.tsx) at its own page.
 */
export default function ComingSoonPage() {
  const { t } = useT();
  const route = useRouteMeta();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  return (
    <Card variant="borderless" data-testid="coming-soon">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {route ? t(`menu:${route.title}`) : null}
      </Typography.Title>
      <Empty
        image={<ClockCircleOutlined style={{ fontSize: 56, color: '#91caff' }} />}
        styles={{ image: { height: 64 } }}
        description={
          <>
            <Typography.Paragraph strong style={{ marginBottom: 4 }}>
              {t('pages:comingSoon')}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('pages:comingSoonHint')}</Typography.Text>
            {orderNo && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {t('pages:orderNo', { orderNo })}
              </Typography.Paragraph>
            )}
          </>
        }
        style={{ padding: '48px 0' }}
      />
    </Card>
  );
}
