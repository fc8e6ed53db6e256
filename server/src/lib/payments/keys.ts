import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';

/**
 * Keys for the payment providers, as operators paste them into env variables: PEM text (PKCS#1 or PKCS#8 for a
 * private key, SPKI or PKCS#1 for a public key, or an X.509 certificate), told apart by the header, or the bare
 * base64 body that Alipay's key tool and most consoles hand out. `\n` written literally (a one-line env file)
 * counts as a line break. A key that is not an RSA key of at least 2048 bits is refused, so a provider named
 * in `PAYMENT_PROVIDERS` never starts with a key it cannot sign or verify with.
 */

const unescapeNewlines = (text: string) => text.replace(/\\n/g, '\n').trim();
const bareBody = (text: string) => text.replace(/\s+/g, '');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function checkRsa(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`an RSA key, not ${key.asymmetricKeyType}`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error(`an RSA key of at least 2048 bits, not ${bits}`);
  return key;
}

/** Our private key (RSA, PKCS#1 or PKCS#8, PEM or bare base64 DER). Throws saying what is wrong. */
export function parsePrivateKey(text: string): KeyObject {
  const t = unescapeNewlines(text);
  if (t.includes('-----BEGIN')) {
    if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(t)) throw new Error('a PEM private key (PKCS#1 or PKCS#8)');
    return checkRsa(createPrivateKey({ key: t, format: 'pem' }));
  }
  const body = bareBody(t);
  if (!BASE64.test(body)) throw new Error('PEM text or the base64 body of a private key');
  const der = Buffer.from(body, 'base64');
  for (const type of ['pkcs8', 'pkcs1'] as const) {
    try {
      return checkRsa(createPrivateKey({ key: der, format: 'der', type }));
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('an RSA key')) throw err;
    }
  }
  throw new Error('a private key in PKCS#1 or PKCS#8');
}

export interface PublicKeyInfo {
  key: KeyObject;
  /** The certificate's serial number (upper-case hex) when the text was a certificate. */
  serial: string | null;
}

/** A provider's public key (SPKI or PKCS#1 PEM, an X.509 certificate, or their bare base64 DER). */
export function parsePublicKey(text: string): PublicKeyInfo {
  const t = unescapeNewlines(text);
  if (t.includes('-----BEGIN CERTIFICATE-----')) {
    const cert = new X509Certificate(t);
    return { key: checkRsa(cert.publicKey), serial: cert.serialNumber.toUpperCase() };
  }
  if (t.includes('-----BEGIN')) {
    if (!/-----BEGIN (RSA )?PUBLIC KEY-----/.test(t)) throw new Error('a PEM public key or certificate');
    return { key: checkRsa(createPublicKey({ key: t, format: 'pem' })), serial: null };
  }
  const body = bareBody(t);
  if (!BASE64.test(body)) throw new Error('PEM text or the base64 body of a public key');
  const der = Buffer.from(body, 'base64');
  for (const type of ['spki', 'pkcs1'] as const) {
    try {
      return { key: checkRsa(createPublicKey({ key: der, format: 'der', type })), serial: null };
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('an RSA key')) throw err;
    }
  }
  try {
    const cert = new X509Certificate(der);
    return { key: checkRsa(cert.publicKey), serial: cert.serialNumber.toUpperCase() };
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('an RSA key')) throw err;
  }
  throw new Error('a public key (SPKI or PKCS#1) or an X.509 certificate');
}

export const pemOfPrivate = (k: KeyObject) => k.export({ format: 'pem', type: 'pkcs8' }).toString();
export const pemOfPublic = (k: KeyObject) => k.export({ format: 'pem', type: 'spki' }).toString();

/** Minor units of a gateway's decimal amount ("300.00" -> 30000 for 2-digit currencies); NaN when malformed. */
export function minorOf(value: unknown, digits = 2): number {
  if (typeof value !== 'string' && typeof value !== 'number') return Number.NaN;
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  if (!m) return Number.NaN;
  const frac = (m[2] ?? '').padEnd(digits, '0');
  if (frac.length > digits) return Number.NaN;
  return Number(m[1]) * 10 ** digits + Number(frac || 0);
}

/** A gateway's decimal amount of minor units (30000 -> "300.00"). */
export const decimalOf = (minor: number, digits = 2) =>
  `${Math.floor(minor / 10 ** digits)}.${String(minor % 10 ** digits).padStart(digits, '0')}`;
