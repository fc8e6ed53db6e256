import dayjs from 'dayjs';

/** A moment of the API (ISO 8601, UTC) in the browser's time zone: `2026-05-01 16:00`. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}
