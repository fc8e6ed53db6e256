import 'virtual:antd-style.css';
import type { TCurrentUser } from '@skin/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_forceFrameRate } from 'scheduler';
import { accountKeys, fetchCurrentUser } from './api/account';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { findRoute, prefetchFirstPage } from './app/route-utils';
import { AuthLayout, createRouter, MainLayout, PaymentLayout } from './app/router';
import { hasToken } from './auth/token';
import { initI18n } from './i18n';
import { detectLanguage, setCurrentLanguage } from './i18n/language';

// The Content-Security-Policy allows no eval: zod must not compile its parsers (or even probe whether it may). zod
// keeps its settings in one object on globalThis, made by whichever comes first (zod when it loads, or this line):
// set there without loading zod, which the sign-in page does not need.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;
const language = detectLanguage();
setCurrentLanguage(language);
const queryClient = createQueryClient();

/**
 * How long the first render waits for the first page's list (its `prefetch`, app/lazy.ts) once the page's code and
 * the user are in. On a cold /users the list is in 15-90 ms later: rendered before it, the screen renders twice,
 * first with a skeleton, then with its rows (about 120 ms more work). A slow list does not hold the frame back
 * longer: the screen then shows its skeleton, as before.
 */
const FIRST_LIST_WAIT_MS = 300;

// Start what the first page needs in parallel with the language files: its layout, its page and the current user.
// The first render waits for them (index.html's spinner shows meanwhile): rendered earlier, the layout would
// suspend on its code, and React holds a page back behind a fallback for 300 ms once it has shown one.
const route = findRoute(window.location.pathname);
const firstPage: Promise<unknown>[] = [];
if (route?.layout === 'public') {
  firstPage.push(AuthLayout.preload(), route.page.preload());
} else if (hasToken()) {
  const page = route?.page.preload();
  const user = queryClient.prefetchQuery({
    queryKey: accountKeys.current(),
    queryFn: ({ signal }) => fetchCurrentUser(signal, true),
  });
  firstPage.push((route?.layout === 'payment' ? PaymentLayout : MainLayout).preload(), page ?? Promise.resolve(), user);
  // The page's first list asked for as soon as its code and the user are in, not while it renders (app/lazy.ts),
  // and waited for, a little.
  const list = Promise.all([page, user]).then(([module]) => {
    const me = queryClient.getQueryData<TCurrentUser>(accountKeys.current());
    if (!route || !module || !me) return undefined;
    return prefetchFirstPage(route, module, {
      client: queryClient,
      user: me,
      search: new URLSearchParams(window.location.search),
    });
  });
  firstPage.push(
    list.then((asked) =>
      asked ? Promise.race([asked, new Promise((resolve) => setTimeout(resolve, FIRST_LIST_WAIT_MS))]) : undefined,
    ),
  );
}
// A chunk that fails to load is not awaited again: the route's error page says so.
const settled = Promise.allSettled(firstPage);

// React renders a transition in slices and yields to the browser between them, 5 ms each by default: a cold
// /users's first render took 20-50 ms longer to a usable screen than in one task. Slices of 40 ms: as quick as one task (median of 16 alternating rounds, 663 against 659 ms; 681 with 5 ms
// slices), and each still under the 50 ms past which Lighthouse counts a task as blocking (one task: /users's total
// blocking time 256 -> 385 ms). A click waits at most 40 ms for a slice to end, here and in later transitions.
unstable_forceFrameRate(1000 / 40);

// Not a top-level await: the build puts this module in the chunk of everything index.html loads (vite.config.ts),
// which the language files' chunks import; awaiting them here would leave that chunk, and them, waiting forever.
void Promise.all([initI18n(language), settled]).then(([{ antdLocale }]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={createRouter()} queryClient={queryClient} language={language} antdLocale={antdLocale} />
      </StrictMode>,
    ),
  );
});
