import { useT } from '../i18n/areas';

/**
 * Shown while a page's code or first data loads. `fullScreen` covers the window (before the layout exists).
 * A CSS spinner (index.html's, the one shown before the console starts) rather than antd's Spin: it is the fallback
 * of every lazy page, so it is in every visit's first chunk.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="sc-loading" style={{ minHeight: fullScreen ? '100vh' : 320 }}>
      <span className="sc-spinner" aria-hidden="true" />
      <span className="sc-loading__text">{t('loading')}</span>
    </div>
  );
}
