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
  /** The form's field names: field errors the server lists in `datas.fields` go under those of them. */
  formFields?: readonly string[],
  /** The server's name of a field where it differs from the form's. */
  rename: Record<string, string> = {},
): string | null {
  if (error instanceof ApiError) {
    const field = fields[error.code];
    if (field) {
      form.setFields([{ name: field as never, errors: [error.message] }]);
      form.scrollToField(field as never, { block: 'center' });
      return null;
    }
    const listed = formFields
      ? fieldErrors(error)
          .map(([name, message]): [string, string] => [rename[name] ?? name, message])
          .filter(([name]) => formFields.includes(name))
      : [];
    if (listed.length > 0) {
      form.setFields(listed.map(([name, message]) => ({ name: name as never, errors: [message] })));
      form.scrollToField(listed[0]![0] as never, { block: 'center' });
      return null;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The `datas.fields` of a validation failure (`{ field: translated message }`), as pairs. */
export function fieldErrors(error: ApiError): [string, string][] {
  const fields = (error.datas as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
}
