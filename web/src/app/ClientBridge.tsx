import { useEffect } from 'react';
import { configureClient } from '../api/client';
import { i18n } from '../i18n';
import type { AppRouter } from './router';
import { useFeedback } from './useFeedback';

/** Wires the request client to the app: toasts through antd's App context, navigation through the router. */
export function ClientBridge({ router }: { router: AppRouter }) {
  const { message } = useFeedback();
  useEffect(() => {
    configureClient({
      toast: (content, seconds) => {
        message.error({ content, duration: seconds, key: 'api-error' });
      },
      navigate: (to) => {
        router.navigate(to, { replace: true });
      },
      location: () => router.state.location,
      text: (key) => i18n.t(`common:${key}`),
    });
  }, [message, router]);
  return null;
}
