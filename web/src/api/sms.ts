import { useMutation } from '@tanstack/react-query';
import { request } from './client';

/** Sends a 6-digit code to `<dial> <number>`; resolves with the seconds until another may be sent. */
export function useSendCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      request<{ resendAfter: number }>(`/sms/sendVCode/${encodeURIComponent(phone)}`, { method: 'POST', silent: true }),
  });
}
