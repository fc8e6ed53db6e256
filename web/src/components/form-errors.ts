import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';

/**
 * Puts a server error on the form field it is about (e.g. "user name taken" under the user name).
 * Returns the message when no field matches, for an alert above the form.
 */
export function placeServerError<T>(
  form: FormInstance<T>,
  error: unknown,
  fields: Record<number, string>,
): string | null {
  if (error instanceof ApiError) {
    const field = fields[error.code];
    if (field) {
      form.setFields([{ name: field as never, errors: [error.message] }]);
      form.scrollToField(field as never, { block: 'center' });
      return null;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
