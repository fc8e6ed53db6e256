/**
 * The message `key` of one language's catalogue (else of `fallback`, else its "unknown error"), with `{name}`
 * placeholders filled in. A module of its own, free of the catalogue: the server's `translate` (messages.ts) calls it
 * with every language at hand, the console with the one language it loaded (web/src/i18n/server-messages.ts).
 */
export function messageFrom(
  table: Record<string, string>,
  key: string,
  params?: Record<string, string | number>,
  fallback?: Record<string, string>,
): string {
  const text = table[key] ?? fallback?.[key] ?? table.unknownError ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
