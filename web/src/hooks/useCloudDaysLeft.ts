import { cloudDaysLeft } from '@skin/contract';
import { useEffect, useState } from 'react';

/**
 * The days of cloud space left until `expire` (`cloudDaysLeft`, whole days), counted on this browser's clock and
 * checked every second (the layout's 1-second timer, SPEC section 9), so the header box, /cloud and /data show the
 * same number for the same expiry and all turn at the same instant. A screen re-renders only when the number
 * changes. Null without an expiry.
 */
export function useCloudDaysLeft(expire: Date | null | undefined): number | null {
  const at = expire ? expire.getTime() : null;
  const count = () => (at === null ? null : cloudDaysLeft(new Date(at), new Date()));
  const [shown, setShown] = useState(() => ({ at, days: count() }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` reads only `at`.
  useEffect(() => {
    const tick = () =>
      setShown((prev) => {
        const days = count();
        return prev.at === at && prev.days === days ? prev : { at, days };
      });
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [at]);
  // Until the effect has run for a new expiry, count it now rather than show the old one's.
  return shown.at === at ? shown.days : count();
}
