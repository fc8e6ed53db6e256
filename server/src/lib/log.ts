import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that grant access by themselves (a signed URL's signature reads the file until it expires;
 * S3's session token and credential; bearer-like tokens): a request log keeps their name, never their value.
 */
const SECRET_PARAMS = /^(signature|sig|x-amz-signature|x-amz-security-token|x-amz-credential|token|access_token)$/i;

/** The URL with the values of SECRET_PARAMS replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // an undecodable name is compared as it was sent
      }
      return SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function req(r: FastifyRequest) {
  return {
    method: r.method,
    url: redactUrl(r.url),
    version: [r.headers?.['accept-version']].flat()[0],
    host: r.host,
    remoteAddress: r.ip,
    remotePort: r.socket?.remotePort,
  };
}

/** The logger options with our serializers: every request log line goes through `redactUrl`. */
export function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req } };
}
