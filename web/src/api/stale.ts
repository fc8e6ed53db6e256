import { ApiError } from './client';

/** A refusal that means the row is not what the screen shows: changed (409) or removed (404) elsewhere. */
export function rowChanged(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
