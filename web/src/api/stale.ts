import { ApiError } from './client';

/** A refusal that means the row is not what the screen shows: changed (409) or removed (404) elsewhere. */
export function rowChanged(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

/**
 * A mutation's refresh: after a change, and after a refusal saying the row changed elsewhere, so the list
 * shows the server's state (e.g. an account closed in another window, then disabled here: 409).
 */
export function refreshAfter(invalidate: () => Promise<unknown>) {
  return {
    onSuccess: () => invalidate(),
    onError: (error: unknown) => (rowChanged(error) ? invalidate() : undefined),
  };
}
