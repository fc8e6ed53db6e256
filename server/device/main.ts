// `npm run device -- <command> [options]`: the reference client of the analysis app's API (client.ts), playing the
// app on one of a store's devices against a running server (docs/app-api.md, README "Playing the app").
//
//   login   --user <name> --password <pwd> --device <deviceNo>   sign in on the device, keep the token
//   me                                                           who is signed in (the rules checked again)
//   content [--lang en-US]                                       fetch the feed (304 keeps the cached copy), print it
//   watch   [--lang en-US] [--every 5]                           revalidate every N seconds, print what changed
//   analyse [--count 10] [--lang en-US] [--resend-every 0]       upload N analyses, each with a generated photo and
//                                                                random symptoms of the feed; every Nth sent twice
//   logout                                                       sign the device out, forget its token
//
// Common options: --server <url> (default $APP_SERVER or http://127.0.0.1:8080), --dir <folder> (default .device:
// one JSON file per device, with its token and cached feeds), --device <deviceNo> (when several are signed in),
// --ui-lang <lang> (the language of the server's messages). `help`, `--help` or `-h` (alone or after a command)
// prints the usage and exits with 0. A refusal prints the server's code and message and exits with 2; a wrong use
// (an unknown command or option, a missing value) prints the usage and exits with 64.
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '@skin/contract';
import { AppApiError, DeviceClient, diffLines, renderFeed, renderSignedIn } from './client.js';

const USAGE = `usage: npm run device -- <login|me|content|watch|analyse|logout|help> [options]
  login   --user <name> --password <pwd> --device <deviceNo>
  me
  content [--lang <language>]
  watch   [--lang <language>] [--every <seconds>] [--rounds <n>]
  analyse [--count <n>] [--lang <language>] [--resend-every <n>]
  logout
  help    this text (also --help or -h after any command)
options: --server <url>  --dir <folder>  --device <deviceNo>  --ui-lang <language>`;

class UsageError extends Error {}

/** Every option a command takes (a value each), and `--help`. */
const OPTIONS = [
  'server',
  'dir',
  'device',
  'ui-lang',
  'user',
  'password',
  'lang',
  'every',
  'rounds',
  'count',
  'resend-every',
] as const;

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(OPTIONS.map((o) => [o, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
    const opts = new Map<string, string>();
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string') opts.set(k, v);
    return { command: values.help ? 'help' : command, opts };
  } catch (err) {
    // node:util's own refusals (an unknown option, a value missing) are a wrong use like ours.
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError((err as Error).message);
    }
    throw err;
  }
}

function language(value: string | undefined): Language {
  const lang = value ?? 'en-US';
  if (!(LANGUAGES as readonly string[]).includes(lang)) {
    throw new UsageError(`--lang must be one of ${LANGUAGES.join(', ')}`);
  }
  return lang as Language;
}

export async function run(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  try {
    const { command, opts } = parse(argv);
    const dir = opts.get('dir') ?? '.device';
    const server = opts.get('server') ?? process.env.APP_SERVER ?? 'http://127.0.0.1:8080';
    const clientOpts = { lang: opts.get('ui-lang') };
    switch (command) {
      case 'help':
        print(USAGE);
        return 0;
      case 'login': {
        const [user, password, deviceNo] = ['user', 'password', 'device'].map((k) => opts.get(k));
        if (!user || !password || !deviceNo) throw new UsageError('login needs --user, --password and --device');
        const device = DeviceClient.open(dir, deviceNo, clientOpts);
        const d = await device.login(server, user, password, deviceNo);
        print(`signed in on ${server} until ${d.expires_at}`);
        for (const l of renderSignedIn(d)) print(l);
        return 0;
      }
      case 'me': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        for (const l of renderSignedIn(await device.me())) print(l);
        return 0;
      }
      case 'content': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        const r = await device.content(language(opts.get('lang')));
        print(`${r.outcome} (${r.etag}, ${r.ms.toFixed(1)} ms)`);
        for (const l of renderFeed(r.content)) print(l);
        return 0;
      }
      case 'watch': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        const every = Number(opts.get('every') ?? 5);
        const rounds = opts.has('rounds') ? Number(opts.get('rounds')) : undefined;
        if (!(every > 0) || (rounds !== undefined && !(rounds > 0))) {
          throw new UsageError('--every and --rounds take positive numbers');
        }
        const controller = new AbortController();
        process.once('SIGINT', () => controller.abort());
        let shown: string[] | null = null;
        await device.watch(
          language(opts.get('lang')),
          every * 1000,
          (r) => {
            const lines = renderFeed(r.content);
            const at = new Date().toISOString();
            if (!shown) {
              print(`${at} ${r.outcome} ${r.etag}`);
              for (const l of lines) print(l);
            } else if (r.outcome === 'unchanged') {
              print(`${at} unchanged (304, ${r.ms.toFixed(1)} ms)`);
            } else {
              print(`${at} changed: ${r.etag}`);
              for (const l of diffLines(shown, lines)) print(l);
            }
            shown = lines;
          },
          { signal: controller.signal, rounds },
        );
        return 0;
      }
      case 'analyse': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        const count = Number(opts.get('count') ?? 10);
        const resendEvery = Number(opts.get('resend-every') ?? 0);
        if (!Number.isInteger(count) || count < 1 || !Number.isInteger(resendEvery) || resendEvery < 0) {
          throw new UsageError('--count takes a positive whole number, --resend-every zero or more');
        }
        const started = performance.now();
        const r = await device.analyse(count, language(opts.get('lang')), { resendEvery });
        const ms = performance.now() - started;
        print(`recorded ${r.recorded}, duplicate ${r.duplicates} (${(ms / 1000).toFixed(1)} s)`);
        return 0;
      }
      case 'logout': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        await device.logout();
        print('signed out');
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command: ${command}` : 'no command');
    }
  } catch (err) {
    if (err instanceof AppApiError) {
      print(`refused: HTTP ${err.status}, code ${err.code}: ${err.message}`);
      return 2;
    }
    if (err instanceof UsageError) {
      print(`${err.message}\n${USAGE}`);
      return 64;
    }
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
