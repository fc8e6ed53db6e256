/** Formatting rules shared by the console and its tests. */
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as KB, MB, GB or TB with 2 decimals (SPEC section 9). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

export const CLOUD_BOX_DAYS = 28;
export const CLOUD_WARN_DAYS = 15;

/** Fractional days from now until `expire`. */
export function daysLeft(expire: Date, now: Date = new Date()): number {
  return (expire.getTime() - now.getTime()) / 86_400_000;
}

export type CloudBadge = 'blue' | 'orange' | 'red';
/** Blue above 15 days, orange 1-15 (any positive remainder up to 15), red at 0 or below. */
export function cloudBadge(days: number): CloudBadge {
  if (days <= 0) return 'red';
  if (days <= CLOUD_WARN_DAYS) return 'orange';
  return 'blue';
}
export const showCloudBox = (days: number) => days <= CLOUD_BOX_DAYS;

/** `cloudExpireTime` carries 4 trailing characters (".SSS") that are trimmed off; the value is UTC. */
export function parseCloudExpire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.length > 19 ? value.slice(0, -4) : value;
  const d = new Date(`${trimmed.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatCloudExpire(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
