// The reference client of the analysis app's API (docs/app-api.md): it plays the app on a store's device. It signs
// in with an app account on a device, keeps its token and its copy of the content feed (with the ETag) in a
// folder, revalidates that copy with If-None-Match, and renders what the app would show. `npm run device`
// (main.ts) is its command line; tests, the demo and the benchmark use this module directly.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
  Language,
  TAppAnalysisRequest,
  TAppAnalysisResponse,
  TAppConsent,
  TAppContent,
  TAppCustomerAddRequest,
  TAppCustomerAddResponse,
  TAppFileGrantResponse,
  TAppFileResponse,
  TAppLoginResponse,
  TAppSignedIn,
  TConsent,
  TConsentRecord,
  TCustomer,
  TCustomerAnalysesResponse,
} from '@skin/contract';

/** What a device keeps between runs: `<dir>/<deviceNo>.json`. */
export interface DeviceState {
  server: string;
  deviceNo: string;
  userName: string;
  token: string;
  expiresAt: string;
  signedIn: TAppSignedIn;
  /** The last feed per language, with its ETag. */
  feeds: Partial<Record<Language, { etag: string; fetchedAt: string; content: TAppContent }>>;
}

/** A refusal of the server: HTTP status, the catalogue's code and its message in the asked language. */
export class AppApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly datas: unknown,
  ) {
    super(message);
  }
}

export interface FeedResult {
  /** `fresh`: first download; `changed`: a new version replaced the copy; `unchanged`: 304, the copy is current. */
  outcome: 'fresh' | 'changed' | 'unchanged';
  content: TAppContent;
  etag: string;
  /** Milliseconds of the request. */
  ms: number;
}

const stateFile = (dir: string, deviceNo: string) => path.join(dir, `${deviceNo.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);

/** The app on one device, its state in `dir` (created when needed). */
export class DeviceClient {
  private constructor(
    readonly dir: string,
    private state: DeviceState | null,
    private readonly opts: { lang?: string; fetch?: typeof fetch },
  ) {}

  /** The device `deviceNo` of `dir`, or, when not given, the only device signed in there. */
  static open(dir: string, deviceNo?: string, opts: { lang?: string; fetch?: typeof fetch } = {}): DeviceClient {
    if (deviceNo) {
      const file = stateFile(dir, deviceNo);
      const state = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DeviceState) : null;
      return new DeviceClient(dir, state, opts);
    }
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    if (files.length !== 1) {
      throw new Error(
        files.length
          ? `several devices are signed in in ${dir}: name one with --device`
          : `no device is signed in in ${dir}: run login first`,
      );
    }
    return new DeviceClient(dir, JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8')), opts);
  }

  get current(): DeviceState {
    if (!this.state) throw new Error('this device is not signed in: run login first');
    return this.state;
  }

  private save() {
    const s = this.current;
    fs.mkdirSync(this.dir, { recursive: true });
    const file = stateFile(this.dir, s.deviceNo);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(s, null, 2), { mode: 0o600 });
    fs.renameSync(`${file}.tmp`, file);
  }

  private async call(
    server: string,
    method: string,
    route: string,
    o: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...o.headers };
    if (this.opts.lang) headers['x-lang'] = this.opts.lang;
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await (this.opts.fetch ?? fetch)(`${server.replace(/\/$/, '')}/api${route}`, {
      method,
      headers,
      body: o.form ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    });
    if (res.status >= 400) {
      const text = await res.text();
      let env: { code?: number; message?: string; datas?: unknown } = {};
      try {
        env = JSON.parse(text);
      } catch {
        // not the API's envelope (a proxy's page)
      }
      throw new AppApiError(res.status, env.code ?? res.status, env.message ?? text.slice(0, 200), env.datas ?? null);
    }
    return res;
  }

  /** Signs `userName` in on `deviceNo`, replacing this device's sign-in (its cached feeds are kept). */
  async login(server: string, userName: string, password: string, deviceNo: string): Promise<TAppLoginResponse> {
    const res = await this.call(server, 'POST', '/app/v1/login', { body: { userName, password, deviceNo } });
    const d = ((await res.json()) as { datas: TAppLoginResponse }).datas;
    const previous = this.state?.deviceNo === deviceNo ? this.state : null;
    this.state = {
      server,
      deviceNo,
      userName: d.account.userName,
      token: d.access_token,
      expiresAt: d.expires_at,
      signedIn: { account: d.account, shop: d.shop, device: d.device, uploads: d.uploads },
      // Another store's feed is no copy of this one's.
      feeds: previous && previous.signedIn.shop.id === d.shop.id ? previous.feeds : {},
    };
    this.save();
    return d;
  }

  /** Who is signed in, as the server sees it now (the rules checked again). */
  async me(): Promise<TAppSignedIn> {
    const s = this.current;
    const res = await this.call(s.server, 'GET', '/app/v1/me', { token: s.token });
    s.signedIn = ((await res.json()) as { datas: TAppSignedIn }).datas;
    this.save();
    return s.signedIn;
  }

  /** The feed in `language`: the cached copy when the server says it is current (304), else the new one. */
  async content(language: Language): Promise<FeedResult> {
    const s = this.current;
    const cached = s.feeds[language];
    const started = performance.now();
    const res = await this.call(s.server, 'GET', `/app/v1/content?language=${encodeURIComponent(language)}`, {
      token: s.token,
      headers: cached ? { 'if-none-match': cached.etag } : {},
    });
    if (res.status === 304 && cached) {
      await res.arrayBuffer();
      return { outcome: 'unchanged', content: cached.content, etag: cached.etag, ms: performance.now() - started };
    }
    const content = ((await res.json()) as { datas: TAppContent }).datas;
    const etag = res.headers.get('etag') ?? `"${content.version}"`;
    s.feeds[language] = { etag, fetchedAt: new Date().toISOString(), content };
    this.save();
    return { outcome: cached ? 'changed' : 'fresh', content, etag, ms: performance.now() - started };
  }

  /**
   * Revalidates the feed every `everyMs` until `signal` aborts (or `rounds` are done), calling `onResult` after
   * each request; a refusal (the account disabled, the cloud expired...) is passed on as an error and ends it.
   */
  async watch(
    language: Language,
    everyMs: number,
    onResult: (r: FeedResult) => void | Promise<void>,
    o: { signal?: AbortSignal; rounds?: number } = {},
  ): Promise<void> {
    for (let round = 0; !o.signal?.aborted && (o.rounds === undefined || round < o.rounds); round++) {
      if (round > 0) await sleep(everyMs, o.signal);
      if (o.signal?.aborted) break;
      await onResult(await this.content(language));
    }
  }

  /**
   * Uploads an analysis photo (JPG or PNG): the stored key, to name in an analysis. Straight to the object store
   * when the server offers it (`uploads: 'direct'`: grant, post, confirm), else through the server.
   */
  async uploadPhoto(data: Uint8Array, name = 'photo.jpg'): Promise<TAppFileResponse> {
    const s = this.current;
    if (s.signedIn.uploads === 'direct') return this.uploadDirect(data, name);
    const form = new FormData();
    form.append('file', new Blob([data as unknown as BlobPart], { type: 'image/jpeg' }), name);
    const res = await this.call(s.server, 'POST', '/app/v1/files', { token: s.token, form });
    return ((await res.json()) as { datas: TAppFileResponse }).datas;
  }

  /** A photo straight to the object store: an upload grant, the POST its policy allows, then the confirm. */
  async uploadDirect(data: Uint8Array, name = 'photo.jpg'): Promise<TAppFileResponse> {
    const s = this.current;
    const contentType = data[0] === 0x89 && data[1] === 0x50 ? 'image/png' : 'image/jpeg';
    const granted = await this.call(s.server, 'POST', '/app/v1/files/grant', {
      token: s.token,
      body: { contentType, size: data.length },
    });
    const grant = ((await granted.json()) as { datas: TAppFileGrantResponse }).datas;
    const form = new FormData();
    for (const [k, v] of Object.entries(grant.fields)) form.append(k, v);
    form.append('file', new Blob([data as unknown as BlobPart], { type: contentType }), name);
    const posted = await fetch(grant.url, { method: 'POST', body: form });
    await posted.arrayBuffer();
    if (!posted.ok) throw new AppApiError(posted.status, posted.status, 'the object store refused the photo', null);
    const res = await this.call(s.server, 'POST', '/app/v1/files/confirm', {
      token: s.token,
      body: { key: grant.key },
    });
    return ((await res.json()) as { datas: TAppFileResponse }).datas;
  }

  /** Records an analysis made on this device (the same clientId again answers the same analysis). */
  async recordAnalysis(a: Omit<TAppAnalysisRequest, 'deviceNo'>): Promise<TAppAnalysisResponse> {
    const s = this.current;
    const res = await this.call(s.server, 'POST', '/app/v1/analyses', {
      token: s.token,
      body: { ...a, deviceNo: s.deviceNo },
    });
    return ((await res.json()) as { datas: TAppAnalysisResponse }).datas;
  }

  /** The store's customers with exactly this code or whole phone (`86 13800000000`): at most 5. */
  async findCustomers(by: { code: string } | { phone: string }): Promise<TCustomer[]> {
    const s = this.current;
    // In the body: a phone number in a URL would reach the logs of every proxy on the way.
    const res = await this.call(s.server, 'POST', '/app/v1/customers/find', { token: s.token, body: by });
    return ((await res.json()) as { datas: { list: TCustomer[] } }).datas.list;
  }

  /** Adds a customer (a new clientId unless given: the same one again answers her, `duplicate: true`). */
  async addCustomer(
    c: Omit<TAppCustomerAddRequest, 'clientId'> & { clientId?: string },
  ): Promise<TAppCustomerAddResponse> {
    const s = this.current;
    const body = { ...c, clientId: c.clientId ?? randomUUID() };
    const res = await this.call(s.server, 'POST', '/app/v1/customers', { token: s.token, body });
    return ((await res.json()) as { datas: TAppCustomerAddResponse }).datas;
  }

  /** The consent text the store shows in `language` and the version to record a consent with (docs/app-api.md). */
  async consentText(language: Language): Promise<TAppConsent> {
    const s = this.current;
    const res = await this.call(s.server, 'GET', `/app/v1/consent?language=${language}`, { token: s.token });
    return ((await res.json()) as { datas: TAppConsent }).datas;
  }

  /** Records a consent of the customer (the latest applies; `photos: false` withdraws). */
  async recordConsent(customerId: number, c: TConsent): Promise<TConsentRecord> {
    const s = this.current;
    const res = await this.call(s.server, 'POST', `/app/v1/customers/${customerId}/consents`, {
      token: s.token,
      body: c,
    });
    return ((await res.json()) as { datas: TConsentRecord }).datas;
  }

  /** A page of the customer's analyses, newest first. */
  async customerAnalyses(customerId: number, page = 1, pageSize = 20): Promise<TCustomerAnalysesResponse> {
    const s = this.current;
    const res = await this.call(
      s.server,
      'GET',
      `/app/v1/customers/${customerId}/analyses?page=${page}&pageSize=${pageSize}`,
      { token: s.token },
    );
    return ((await res.json()) as { datas: TCustomerAnalysesResponse }).datas;
  }

  /**
   * Plays `count` analyses: each a generated photo uploaded (unless `photos` is false), then the analysis with 1-4
   * random symptoms of the feed (in `language`) at random degrees, for `customerId` when given. Every
   * `resendEvery`-th analysis is sent twice, as after an answer lost on the way: the second is answered as a
   * duplicate. Answers how many were recorded and how many were duplicates.
   */
  async analyse(
    count: number,
    language: Language,
    o: {
      resendEvery?: number;
      photo?: (i: number) => Promise<Uint8Array>;
      random?: () => number;
      customerId?: number;
      photos?: boolean;
    } = {},
  ): Promise<{ recorded: number; duplicates: number; ids: number[] }> {
    const random = o.random ?? Math.random;
    const keys = (await this.content(language)).content.labelTypes.flatMap((t) => t.labels.map((l) => l.symptomKey));
    if (keys.length === 0) throw new Error(`the store has no symptom labels in ${language}`);
    const result = { recorded: 0, duplicates: 0, ids: [] as number[] };
    for (let i = 0; i < count; i++) {
      const images = o.photos === false ? [] : [(await this.uploadPhoto(await (o.photo ?? demoPhoto)(i))).key];
      const picked = [...keys].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * Math.min(4, keys.length)));
      const body = {
        clientId: randomUUID(),
        analysedAt: new Date().toISOString(),
        symptoms: picked.map((symptomKey) => ({ symptomKey, degree: (1 + Math.floor(random() * 3)) as 1 | 2 | 3 })),
        images,
        ...(o.customerId ? { customerId: o.customerId } : {}),
      };
      const sends = o.resendEvery && (i + 1) % o.resendEvery === 0 ? 2 : 1;
      for (let n = 0; n < sends; n++) {
        const a = await this.recordAnalysis(body);
        if (a.duplicate) result.duplicates++;
        else {
          result.recorded++;
          result.ids.push(a.id);
        }
      }
    }
    return result;
  }

  /** Signs this device out and forgets its token (the cached feeds go with it). */
  async logout(): Promise<void> {
    const s = this.current;
    try {
      await this.call(s.server, 'POST', '/app/v1/logout', { token: s.token });
    } finally {
      fs.rmSync(stateFile(this.dir, s.deviceNo), { force: true });
      this.state = null;
    }
  }
}

/** A photo as a camera would take it: 640 x 480, a colour of its own, JPEG. */
async function demoPhoto(i: number): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const background = { r: 200 + (i % 50), g: 160 + ((i * 7) % 60), b: 140 + ((i * 13) % 60) };
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}

const DEGREE_MARK = ['', '·', '··', '···'];

/** What the app shows of a feed, as text lines (the screens' content, not their looks). */
export function renderFeed(c: TAppContent): string[] {
  const out: string[] = [];
  const labels = c.labelTypes.reduce((n, t) => n + t.labels.length, 0);
  out.push(`Content in ${c.language}, version ${c.version} (images valid until ${c.imagesValidUntil})`);
  // A part the store (and the platform) has none of in the language asked says which one it fell back to.
  const inLang = (part: keyof TAppContent['languages']) =>
    c.languages[part] === c.language ? '' : `, in ${c.languages[part]}`;
  out.push(
    `Symptoms (${c.labelsFrom === 'store' ? "the store's own" : "the platform's"}${inLang('labels')}): ${labels}`,
  );
  for (const t of c.labelTypes) {
    out.push(`  ${t.name}`);
    for (const l of t.labels) {
      const degrees = l.degrees.map((d) => `${DEGREE_MARK[d.level]} ${d.name} ${d.color}`).join(' | ');
      out.push(`    ${l.name} [${l.symptomKey}]  ${degrees}`);
    }
  }
  out.push(
    `Scripts (${c.scriptsFrom === 'store' ? "the store's own" : "the platform's"}${inLang('scripts')}): ${c.scripts.length}`,
  );
  for (const s of c.scripts.slice(0, 12)) {
    const images = [s.image1Url, s.image2Url].filter(Boolean).length;
    out.push(`  ${s.symptomKey} degree ${s.degree}: ${oneLine(s.content)}${images ? ` (${images} image(s))` : ''}`);
  }
  if (c.scripts.length > 12) out.push(`  ... and ${c.scripts.length - 12} more`);
  const products = c.productTypes.reduce((n, t) => n + t.products.length, 0);
  out.push(`Programmes: ${products} in ${c.productTypes.length} type(s)`);
  for (const t of c.productTypes) {
    out.push(`  ${t.name}`);
    for (const p of t.products) {
      const symptoms = p.symptoms.map((s) => `${s.symptomKey}:${s.degree}`).join(', ');
      out.push(`    ${p.name}${p.imageUrl ? ' [image]' : ''}${symptoms ? `  for ${symptoms}` : ''}`);
    }
  }
  out.push(`Cases: ${c.cases.length}`);
  for (const k of c.cases) out.push(`  ${k.symptomKey}, ${k.cycleMonths} month(s): ${oneLine(k.description)}`);
  out.push(
    `Adverts${inLang('adverts')}: ${c.adverts.carousel.length} in the carousel, ${c.adverts.startup.length} at startup`,
  );
  for (const a of c.adverts.carousel) out.push(`  carousel: ${a.title}`);
  for (const a of c.adverts.startup) out.push(`  startup: ${a.title}`);
  out.push(`Chief complaints${inLang('complaintTypes')}: ${c.complaintTypes.length} type(s)`);
  for (const t of c.complaintTypes) out.push(`  ${t.name}: ${t.complaints.map((x) => oneLine(x.content)).join(' / ')}`);
  return out;
}

/** Who is signed in where, as the app's header shows it. */
export function renderSignedIn(s: TAppSignedIn): string[] {
  const kind = s.account.userType === 1 ? 'working end' : 'viewer end';
  const until = s.account.permanent ? 'permanent' : `until ${s.account.expireTime ?? 'no expiry'}`;
  const cloud =
    s.shop.cloudType === 1
      ? `cloud space until ${s.shop.cloudExpireTime}`
      : `cloud space EXPIRED (${s.shop.cloudExpireTime ?? 'never paid'}): reads only, no new analyses`;
  return [
    `${s.account.userName} (${kind}, ${until})`,
    `store: ${s.shop.name} (#${s.shop.id}), ${cloud}`,
    `device: ${s.device.deviceNo} ${s.device.deviceName}`,
  ];
}

/** The lines that differ between two renderings (what `watch` prints when the feed changed). */
export function diffLines(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const now = new Set(after);
  return [
    ...before.filter((l) => !now.has(l) && !l.startsWith('Content in')).map((l) => `- ${l}`),
    ...after.filter((l) => !was.has(l) && !l.startsWith('Content in')).map((l) => `+ ${l}`),
  ];
}

const oneLine = (s: string, max = 70) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** A customer in a few lines, as the app would show her (the phone as stored: this is the store's own device). */
export function renderCustomer(c: TCustomer): string[] {
  const consent = c.consent
    ? `consent ${c.consent.version} (${c.consent.language}): photos ${c.consent.photos ? 'yes' : 'no'}, contact ${c.consent.contact ? 'yes' : 'no'}`
    : 'no consent recorded';
  return [
    `#${c.id} ${c.code}${c.name ? ` ${c.name}` : ''}${c.phone ? ` ${c.phone}` : ''}`,
    `  visits ${c.visits}${c.lastVisitAt ? `, latest ${c.lastVisitAt}` : ''}; ${consent}`,
  ];
}
