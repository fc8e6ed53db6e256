import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Typography } from 'antd';
import { useRouteMeta } from '../../app/route-meta';
import { useT } from '../../i18n/areas';

/**
 * The shared page of screens that later releases build: the screen's title, what it will do, and what the
 * store owner can do meanwhile.
 * A screen replaces it by pointing its route (app/routes.tsx) at its own page.
 */
export default function ComingSoonPage() {
  const { t } = useT();
  const route = useRouteMeta();
  return (
    <Card variant="borderless" data-testid="coming-soon">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {route ? t(`menu:${route.title}`) : null}
      </Typography.Title>
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
          </div>
        }
        style={{ padding: '40px 0' }}
      />
    </Card>
  );
}
