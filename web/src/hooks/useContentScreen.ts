import type { AccessCode, TContentLanguages } from '@skin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCurrentUser } from '../api/account';
import { useAccess } from '../auth/access';
import { useDevice } from '../layout/device';
import { useContentLanguage } from './useContentLanguage';
import { useViewedStore } from './useViewedStore';

/**
 * What every content screen starts from (CONTRIBUTING.md, "Content screens"): the signed-in account, the store the
 * platform looks at (`viewed`, null: its own set), the content languages of what it looks at (`useLanguages`, the
 * resource's `/languages`) and the one shown, and whether the caller may edit (`editCode`, never while a store is
 * viewed). `screen` names the kept values (`?shopId=`, `?language=`).
 */
export function useContentScreen(
  screen: string,
  editCode: AccessCode,
  useLanguages: (viewed: number | null) => UseQueryResult<TContentLanguages>,
) {
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [viewed, setViewed] = useViewedStore(screen);
  const languages = useLanguages(viewed);
  const [language, setLanguage] = useContentLanguage(screen, languages.data);
  return {
    me,
    can,
    platform: me?.kind === 'platform',
    mobile,
    viewed,
    setViewed,
    languages,
    language,
    setLanguage,
    mayEdit: can(editCode) && viewed === null,
  };
}

/** What useContentScreen gives a content screen. */
export type ContentScreen = ReturnType<typeof useContentScreen>;
