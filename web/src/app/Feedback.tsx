import AppContext, { type useAppProps } from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { usePreloadWhenIdle } from '../hooks/lazyParts';
import { theme } from './theme';

type Api = useAppProps;
type Kind = keyof Api;

const loadHolders = () => import('./FeedbackHolders');
const Holders = lazy(loadHolders);

/** Starts downloading the toasts' and confirmations' code. */
export const preloadFeedback = () => loadHolders().then(() => undefined);

/**
 * The signed-in layouts preload the toasts' and confirmations' code once their first screen is drawn: downloaded
 * beside the layout, it and antd's Modal were parsed while the first screen waited for its own code. A toast asked
 * for earlier loads it then (the stand-ins below replay the call).
 */
export const useFeedbackLater = () => usePreloadWhenIdle({ preload: preloadFeedback });

/**
 * What antd's `<App>` gives every component through `App.useApp()` (here `useFeedback()`: toasts, notifications,
 * confirmation dialogs), without their code in the first chunk: antd's App brings Modal, Skeleton, message and
 * notification (about 28 KB gzipped) into every visit's path, /login's included. Until the first call the context
 * holds stand-ins that load the real ones (FeedbackHolders.tsx), mount them and replay the call. The wrapper also
 * sets the base text style antd's App gave the page.
 */
export function Feedback({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const real = useRef<Api | null>(null);
  const waiting = useRef<((api: Api) => void)[]>([]);

  const api = useMemo(() => {
    const call = (run: (api: Api) => void) => {
      if (real.current) return run(real.current);
      waiting.current.push(run);
      setWanted(true);
    };
    const standIn = (kind: Kind) =>
      new Proxy(
        {},
        {
          get:
            (_target, method: string) =>
            (...args: unknown[]) =>
              call((a) => (a[kind] as unknown as Record<string, (...x: unknown[]) => unknown>)[method]!(...args)),
        },
      ) as Api[Kind];
    return { message: standIn('message'), notification: standIn('notification'), modal: standIn('modal') } as Api;
  }, []);

  const ready = useCallback((loaded: Api) => {
    real.current = loaded;
    for (const run of waiting.current.splice(0)) run(loaded);
  }, []);

  const token = theme.token!;
  return (
    <AppContext.Provider value={api}>
      <div
        className="sc-app"
        style={{
          color: 'rgba(0, 0, 0, 0.88)',
          fontSize: 14,
          lineHeight: 1.5714285714285714,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <Holders onReady={ready} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
