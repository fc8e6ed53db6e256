import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { loadScreenTexts } from '../i18n';
import { GuestOnly, HomeRedirect, RequireAuth } from './guards';
import { lazyPage } from './lazy';
import { RouteView } from './RouteView';
import { HOME_PATH, isPageRoute, NOT_FOUND, ROUTES, type RouteLayout } from './routes';

/**
 * A signed-in layout's code with the screens' texts in the language in use, downloaded side by side. The toasts'
 * and confirmations' code (app/Feedback.tsx) comes once the first screen is drawn (the layouts' `useFeedbackLater`).
 */
const withScreenTexts =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadScreenTexts()]).then(([module]) => module);

export const MainLayout = lazyPage(withScreenTexts(() => import('../layout/MainLayout')));
export const PaymentLayout = lazyPage(withScreenTexts(() => import('../layout/PaymentLayout')));
export const AuthLayout = lazyPage(() => import('../layout/AuthLayout'));
const SharedLayout = lazyPage(() => import('../layout/SharedLayout'));
const ServerErrorPage = lazy(() => import('../pages/500'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading fullScreen />}>{node}</Suspense>;

function childrenOf(layout: RouteLayout): RouteObject[] {
  return ROUTES.filter((r) => r.layout === layout).map((r): RouteObject => {
    if (!isPageRoute(r)) {
      const element =
        r.redirect === HOME_PATH ? <HomeRedirect key={r.path} /> : <Navigate key={r.path} to={r.redirect} replace />;
      return { path: r.path, element };
    }
    const view = <RouteView key={r.path} route={r} />;
    return { path: r.path, element: r.path === '/login' ? <GuestOnly>{view}</GuestOnly> : view };
  });
}

/** react-router routes built from the route table (routes.tsx). */
export function buildRoutes(): RouteObject[] {
  const notFound = { path: '/404', title: 'notFound', layout: 'main', tab: false, page: NOT_FOUND } as const;
  return [
    {
      errorElement: suspended(<ServerErrorPage />),
      children: [
        { element: suspended(<AuthLayout />), children: childrenOf('public') },
        { element: suspended(<SharedLayout />), children: childrenOf('shared') },
        {
          element: <RequireAuth />,
          children: [
            {
              element: suspended(<MainLayout />),
              children: [...childrenOf('main'), { path: '*', element: <RouteView route={notFound} /> }],
            },
            { element: suspended(<PaymentLayout />), children: childrenOf('payment') },
          ],
        },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
export type AppRouter = ReturnType<typeof createRouter>;
