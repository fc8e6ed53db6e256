import { Spin } from 'antd';
import { useT } from '../i18n/areas';

/** Shown while a page's code or first data loads. `fullScreen` covers the window (before the layout exists). */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 320,
        width: '100%',
      }}
    >
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
