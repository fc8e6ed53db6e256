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
 * True from the first time `open` is, and from then on: a lazily loaded dialog is mounted when first opened (its
 * code is not needed before), then stays mounted, so it closes with its motion and gives the focus back as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
