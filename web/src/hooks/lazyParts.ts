import { useEffect, useState } from 'react';

/**
 * A second after the screen is drawn: the first render's late work (the table measuring its columns, the layout
 * registering its side menu) is over by then, and a part's download would only slow it down.
 */
const PRELOAD_AFTER_MS = 1000;

/**
 * Starts the download of a screen's lazily loaded parts (`lazyPart`, app/lazy.ts) once the screen is drawn and the
 * browser is idle, so the first opening of a dialog or a tab does not wait for the network. Once per mount; a part
 * opened earlier is downloaded then, once.
 */
export function usePreloadWhenIdle(...parts: { preload: () => Promise<unknown> }[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are module constants; asked for once.
  useEffect(() => {
    const load = () => {
      for (const part of parts) part.preload().catch(() => undefined);
    };
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 2000 });
      else load();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
}

/**
 * Whether to mount a lazily loaded dialog (`lazyPart`): from its first opening on, once its code is here (asked for
 * then if the idle preload has not brought it yet), and from then on, so it closes with its motion and gives the
 * focus back as before. Mounted only once its code is in, it never suspends: a Suspense fallback, even an empty
 * one, would hold its appearance back 300 ms (React's throttle of what a fallback hid). If the download fails it
 * is mounted all the same: React.lazy asks again, and a second failure reaches the route's error page.
 */
export function useOpenedOnce(open: boolean, part: { preload: () => Promise<unknown> }): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!open || opened) return;
    let current = true;
    const mount = () => {
      if (current) setOpened(true);
    };
    part.preload().then(mount, mount);
    return () => {
      current = false;
    };
  }, [open, opened, part]);
  return opened;
}
