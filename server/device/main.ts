// `npm run device -- <command> [options]`: the reference client of the analysis app's API (client.ts), playing the
// app on one of a store's devices against a running server (docs/app-api.md, README "Playing the app").
//
//   login   --user <name> --password <pwd> --device <deviceNo>   sign in on the device, keep the token
//   me                                                           who is signed in (the rules checked again)
//   content [--lang en-US]                                       fetch the feed (304 keeps the cached copy), print it
//   watch   [--lang en-US] [--every 5]                           revalidate every N seconds, print what changed
//   analyse [--count 10] [--lang en-US] [--resend-every 0]       upload N analyses, each with a generated photo and
//           [--customer <id>] [--no-photos]                      random symptoms of the feed; every Nth sent twice
//   customer find --code <code> | --phone '86 13800000000'       the store's customers with exactly that code or phone
//   customer add [--code] [--name] [--phone] [--gender] [--birth-year] [--note] [--photos|--no-photos] [--contact]
//                                                                add one (with a consent when --photos/--no-photos)
//   customer consent --id <id> --photos|--no-photos [--contact] [--version P-en-US-1] [--lang]   record a consent
//   customer history --id <id> [--page 1] [--page-size 20]      her analyses, newest first
//   logout                                                       sign the device out, forget its token
//
// Common options: --server <url> (default $APP_SERVER or http://127.0.0.1:8080), --dir <folder> (default .device:
// one JSON file per device, with its token and cached feeds), --device <deviceNo> (when several are signed in),
// --ui-lang <lang> (the language of the server's messages). `help`, `--help` or `-h` (alone or after a command)
// prints the usage and exits with 0. A refusal prints the server's code and message and exits with 2; a wrong use
// (an unknown command or option, a missing value) prints the usage and exits with 64.
import { parseArgs } from 'node:util';
import { CUSTOMER_GENDERS, LANGUAGES, type Language, type TAppCustomerAddRequest, type TConsent } from '@skin/contract';
import { AppApiError, DeviceClient, diffLines, renderCustomer, renderFeed, renderSignedIn } from './client.js';

const USAGE = `usage: npm run device -- <login|me|content|watch|analyse|customer|logout|help> [options]
  login   --user <name> --password <pwd> --device <deviceNo>
  me
  content [--lang <language>]
  watch   [--lang <language>] [--every <seconds>] [--rounds <n>]
  analyse [--count <n>] [--lang <language>] [--resend-every <n>] [--customer <id>] [--no-photos]
  customer find --code <code> | --phone '<dial code> <number>'
  customer add [--code <code>] [--name <name>] [--phone <phone>] [--gender female|male|other] [--birth-year <yyyy>]
               [--note <text>] [--photos | --no-photos] [--contact] [--version <consent version>] [--lang <language>]
  customer consent --id <id> (--photos | --no-photos) [--contact] [--version <consent version>] [--lang <language>]
  customer history --id <id> [--page <n>] [--page-size <n>]
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
  'customer',
  'code',
  'name',
  'phone',
  'gender',
  'birth-year',
  'note',
  'version',
  'id',
  'page',
  'page-size',
] as const;
/** Options that take no value. */
const FLAGS = ['photos', 'no-photos', 'contact'] as const;

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(OPTIONS.map((o) => [o, { type: 'string' as const }])),
        ...Object.fromEntries(FLAGS.map((o) => [o, { type: 'boolean' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...rest] = positionals;
    // `customer` takes what to do with customers: find, add, consent or history.
    const sub = command === 'customer' ? rest.shift() : undefined;
    if (rest.length) throw new UsageError(`unexpected argument: ${rest[0]}`);
    const opts = new Map<string, string>();
    const flags = new Set<string>();
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === 'string') opts.set(k, v);
      else if (v === true) flags.add(k);
    }
    return { command: values.help ? 'help' : command, sub, opts, flags };
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

/** A positive whole number given to `name`. */
function whole(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1) throw new UsageError(`${name} takes a positive whole number`);
  return n;
}

export async function run(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  try {
    const { command, sub, opts, flags } = parse(argv);
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
        const customerId = opts.has('customer') ? whole(opts.get('customer'), '--customer') : undefined;
        const r = await device.analyse(count, language(opts.get('lang')), {
          resendEvery,
          customerId,
          photos: !flags.has('no-photos'),
        });
        const ms = performance.now() - started;
        print(`recorded ${r.recorded}, duplicate ${r.duplicates} (${(ms / 1000).toFixed(1)} s)`);
        return 0;
      }
      case 'customer': {
        const device = DeviceClient.open(dir, opts.get('device'), clientOpts);
        // The consent names the version of the text the store shows in her language, unless --version names one.
        const consent = async (): Promise<TConsent | null> => {
          if (!flags.has('photos') && !flags.has('no-photos')) return null;
          const lang = language(opts.get('lang'));
          return {
            version: opts.get('version') ?? (await device.consentText(lang)).version,
            language: lang,
            acceptedAt: new Date().toISOString(),
            photos: flags.has('photos') && !flags.has('no-photos'),
            contact: flags.has('contact'),
          };
        };
        switch (sub) {
          case 'find': {
            const code = opts.get('code');
            const phone = opts.get('phone');
            if (!code === !phone) throw new UsageError('customer find needs --code or --phone');
            const list = await device.findCustomers(code ? { code } : { phone: phone! });
            if (list.length === 0) print('no such customer');
            for (const c of list) for (const l of renderCustomer(c)) print(l);
            return 0;
          }
          case 'add': {
            const gender = opts.get('gender');
            if (gender !== undefined && !(CUSTOMER_GENDERS as readonly string[]).includes(gender))
              throw new UsageError(`--gender must be one of ${CUSTOMER_GENDERS.join(', ')}`);
            const c = await device.addCustomer({
              code: opts.get('code'),
              name: opts.get('name'),
              phone: opts.get('phone'),
              gender: gender as TAppCustomerAddRequest['gender'],
              birthYear: opts.has('birth-year') ? whole(opts.get('birth-year'), '--birth-year') : undefined,
              note: opts.get('note'),
              consent: await consent(),
            });
            print(c.duplicate ? 'already added' : 'added');
            for (const l of renderCustomer(c)) print(l);
            return 0;
          }
          case 'consent': {
            const c = await consent();
            if (!c) throw new UsageError('customer consent needs --photos or --no-photos');
            const k = await device.recordConsent(whole(opts.get('id'), '--id'), c);
            print(
              `recorded consent ${k.version}: photos ${k.photos ? 'yes' : 'no'}, contact ${k.contact ? 'yes' : 'no'}`,
            );
            return 0;
          }
          case 'history': {
            const page = opts.has('page') ? whole(opts.get('page'), '--page') : 1;
            const size = opts.has('page-size') ? whole(opts.get('page-size'), '--page-size') : 20;
            const r = await device.customerAnalyses(whole(opts.get('id'), '--id'), page, size);
            print(`${r.total} analyses (page ${r.page})`);
            for (const a of r.list) {
              const found = a.symptoms.map((x) => `${x.name ?? x.symptomKey} ${x.degree}`).join(', ') || 'none';
              print(`${a.analysedAt} #${a.id}: ${found}; ${a.images.length} photo(s)`);
            }
            return 0;
          }
          default:
            throw new UsageError(
              sub ? `unknown customer command: ${sub}` : 'customer needs find, add, consent or history',
            );
        }
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
