import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/account';
import { useRouteMeta } from '../app/route-meta';
import type { RouteTitle } from '../app/routes';
import type { ContentScreen } from '../hooks/useContentScreen';
import { ContentLanguageSelect } from './ContentLanguageSelect';
import { StorePicker } from './StorePicker';

/**
 * The title of a content screen (its menu title) and, for the platform operator, what it is looking at: its
 * own content (`platformHint`) or a store's, read-only (`viewed`: that store's id, from useViewedStore).
 */
export function ContentScreenTitle({
  title,
  platformHint,
  viewed,
}: {
  /** The menu title, when the screen is shown outside its route (tests). */
  title: RouteTitle;
  platformHint: string;
  viewed: number | null;
}) {
  const { t } = useTranslation(['content', 'menu']);
  const route = useRouteMeta();
  const { data: me } = useCurrentUser();
  return (
    <>
      <Typography.Title level={4} className="su-page-title">
        {t(`menu:${route?.title ?? title}`)}
      </Typography.Title>
      {me?.kind === 'platform' && (
        <Alert
          type="info"
          showIcon
          title={viewed === null ? platformHint : t('viewing.readOnly')}
          style={{ marginBottom: 12 }}
        />
      )}
    </>
  );
}

/** The platform operator's choice of whose content a screen shows: its own (empty), or one store's. */
export function ViewedStorePicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('content');
  const { data: me } = useCurrentUser();
  if (me?.kind !== 'platform') return null;
  return (
    <StorePicker value={value} onChange={onChange} placeholder={t('viewing.platformOwn')} label={t('viewing.store')} />
  );
}

/**
 * The content language and, for the platform, the viewed store of a content screen, side by side (`content`: what
 * useContentScreen gives); `onPicked` runs after either changes, to clear a filter that no longer applies.
 */
export function ContentPickers({
  content: { language, languages, setLanguage, viewed, setViewed },
  onPicked,
}: {
  content: Pick<ContentScreen, 'language' | 'languages' | 'setLanguage' | 'viewed' | 'setViewed'>;
  onPicked?: () => void;
}) {
  return (
    <>
      <ContentLanguageSelect
        value={language}
        withContent={languages.data}
        onChange={(l) => {
          setLanguage(l);
          onPicked?.();
        }}
      />
      <ViewedStorePicker
        value={viewed}
        onChange={(id) => {
          setViewed(id);
          onPicked?.();
        }}
      />
    </>
  );
}
