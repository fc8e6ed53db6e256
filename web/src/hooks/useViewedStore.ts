import { useCurrentUser } from '../api/account';
import { useUrlState } from './useUrlState';

/**
 * On a content screen, the store the platform operator is looking at (`?shopId=`, kept per screen), or null
 * for the platform's own content. Always null for store accounts, which see their own store.
 */
export function useViewedStore(screen: string): [number | null, (id: number | null) => void] {
  const { data: me } = useCurrentUser();
  const [id, setId] = useUrlState<number>(
    'shopId',
    `${screen}:store:${me?.id ?? 0}`,
    0,
    (n) => Number.isInteger(n) && n > 0,
  );
  const viewed = me?.kind === 'platform' && id > 0 ? id : null;
  return [viewed, (next) => setId(next ?? 0)];
}
