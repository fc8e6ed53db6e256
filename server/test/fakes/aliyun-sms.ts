import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A local stand-in for Aliyun's dysmsapi gateway: checks the ACS3-HMAC-SHA256 signature with the
 * secret it was given, records every SendSms it accepts, and answers like the real one.
 */
export async function startFakeAliyunSms(secrets: Record<string, string>) {
  const sent: { phoneNumbers: string; signName: string; templateCode: string; templateParam: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const auth = String(req.headers.authorization ?? '');
      const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(auth);
      const secret = m ? secrets[m[1]!] : undefined;
      if (!m || !secret) return reply(403, { Code: 'InvalidAccessKeyId.NotFound', Message: 'no such key' });
      const signed = m[2]!.split(';');
      const query = [...url.searchParams.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&');
      const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
      const payloadHash = createHash('sha256').update(body).digest('hex');
      const canonical = [req.method, url.pathname, query, headers, m[2], payloadHash].join('\n');
      const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
      const expected = createHmac('sha256', secret).update(toSign).digest('hex');
      if (expected !== m[3] || req.headers['x-acs-content-sha256'] !== payloadHash) {
        return reply(400, { Code: 'IncompleteSignature', Message: 'signature does not match' });
      }
      if (req.headers['x-acs-action'] !== 'SendSms')
        return reply(400, { Code: 'InvalidAction', Message: 'bad action' });
      const phoneNumbers = url.searchParams.get('PhoneNumbers') ?? '';
      if (phoneNumbers.startsWith('1999')) {
        return reply(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limited', RequestId: 'r' });
      }
      sent.push({
        phoneNumbers,
        signName: url.searchParams.get('SignName') ?? '',
        templateCode: url.searchParams.get('TemplateCode') ?? '',
        templateParam: url.searchParams.get('TemplateParam') ?? '',
      });
      reply(200, { Code: 'OK', Message: 'OK', BizId: `biz${sent.length}`, RequestId: `req${sent.length}` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { endpoint: `127.0.0.1:${port}`, sent, close: () => new Promise<void>((r) => server.close(() => r())) };
}
