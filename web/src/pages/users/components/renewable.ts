import type { TAppUser } from '@skin/contract';

/** Why an account cannot be picked for a renewal, or null when it can (viewer ends, not permanent, not closed). */
export function notRenewable(a: TAppUser): 'working' | 'permanent' | 'closed' | null {
  if (a.closed) return 'closed';
  if (a.userType !== 2) return 'working';
  if (a.permanent) return 'permanent';
  return null;
}
