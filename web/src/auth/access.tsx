import type { AccessCode } from '@skin/contract';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useCurrentUser } from '../api/account';

export type AccessRequirement = AccessCode | readonly AccessCode[] | undefined;

/**
 * True when `held` satisfies `required`: no requirement, or at least one of the listed codes.
 * An empty access list satisfies nothing that needs a code (SPEC section 6).
 */
export function hasAccess(held: readonly string[] | undefined, required: AccessRequirement): boolean {
  if (required === undefined) return true;
  const list: readonly AccessCode[] = typeof required === 'string' ? [required] : required;
  if (list.length === 0) return true;
  if (!held || held.length === 0) return false;
  return list.some((code) => held.includes(code));
}

/** The signed-in user's access codes and a checker. While the user is loading, nothing is granted. */
export function useAccess() {
  const { data: user } = useCurrentUser();
  const codes = user?.access;
  const can = useCallback((required: AccessRequirement) => hasAccess(codes, required), [codes]);
  return useMemo(() => ({ codes: codes ?? [], can }), [codes, can]);
}

/** Renders its children only when the user holds `code` (or one of the codes); else `fallback` (nothing). */
export function Access({
  code,
  children,
  fallback = null,
}: {
  code: AccessRequirement;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { can } = useAccess();
  return <>{can(code) ? children : fallback}</>;
}
