/**
 * Which modules the sign-in page loads, read from a first pass of the build (not written to disk). The `forms`
 * chunk (build/console-chunk.ts) takes what the signed-in screens share with the other public pages, and must not
 * take anything /login loads: /login would then download all of it. Which modules /login loads is what the build's
 * tree-shaking keeps behind the package indexes it imports from (`ConfigProvider` from antd imports `FormProvider`
 * from @rc-component/form's index, and only that is kept), which a walk of the module graph can only guess at; the
 * first pass's chunks say it exactly. e2e/budget.spec.ts checks the result: /login's files and their sizes.
 */

/** What the first pass says of each chunk (rolldown's output chunk, the fields read here). */
export interface PassChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
}

/**
 * What /login loads on demand: its language's texts (the shell's, build/locale-texts.ts), the server's messages
 * (build/server-messages.ts), antd's and dayjs' locales (src/i18n/index.ts). Nothing else it imports on demand
 * comes on a visit (a screen, a layout, the screens' texts, the toasts' code once a toast shows).
 */
const LANGUAGE =
  /^\0virtual:(?:locale-texts\/[^/]+\/shell|server-messages\/)|[\\/]node_modules[\\/](?:antd[\\/]es[\\/]locale|dayjs)[\\/]/;

/**
 * The modules of every chunk /login loads: the entry's, the sign-in page's and its layout's, every language's, and
 * their static imports. More than a visit loads (seven languages, not one), never less.
 */
export function loginModulesOf(chunks: PassChunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const starts = chunks.filter(
    (c) =>
      c.isEntry ||
      c.moduleIds.some((m) => /[\\/]src[\\/](?:pages[\\/]login[\\/]index\.tsx|layout[\\/]AuthLayout\.tsx)$/.test(m)),
  );
  const seen = new Set<string>();
  const toVisit = starts.map((c) => c.fileName);
  for (let file = toVisit.pop(); file !== undefined; file = toVisit.pop()) {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    toVisit.push(...chunk.imports);
    toVisit.push(...chunk.dynamicImports.filter((d) => byFile.get(d)?.moduleIds.some((m) => LANGUAGE.test(m))));
  }
  return new Set([...seen].flatMap((f) => byFile.get(f)?.moduleIds ?? []));
}
