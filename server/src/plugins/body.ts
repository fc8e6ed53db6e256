import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooLargeFor } from '../lib/route-config.js';

/**
 * After an answer sent before its request's body was read (a refusal: too large, not signed in...), the rest of the
 * body is read and dropped, at most this many bytes and this long, before the connection may close: a client still
 * sending when the server closes gets a reset and loses the answer (Node's and browsers' fetch report a network
 * error). Past these bounds the connection is closed: far past any body limit, nobody legitimate is left.
 */
export const REFUSED_BODY_DRAIN = { bytes: 16 * 1024 * 1024, ms: 15_000 };

/**
 * Reads and drops the rest of a request's body within REFUSED_BODY_DRAIN; then closes the connection when `close`
 * (the client or a parser asked for it), else it serves the next request.
 */
function drainRest(req: FastifyRequest, close: boolean) {
  const raw = req.raw;
  // A form's parser may still be reading it: the body is ours now.
  raw.unpipe();
  let read = 0;
  const cut = () => {
    raw.off('data', count);
    raw.socket?.destroy();
  };
  const timer = setTimeout(cut, REFUSED_BODY_DRAIN.ms);
  timer.unref();
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_DRAIN.bytes) {
      clearTimeout(timer);
      cut();
    }
  };
  raw.on('data', count);
  raw.once('end', () => {
    clearTimeout(timer);
    if (close) raw.socket?.end();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * Request bodies, for every route (issues 8 and 13 of issue 39):
 * - a body whose declared length passes the route's limit (`bodyLimit`, else BODY_LIMIT_BYTES) is refused before
 *   anything reads it or any other check runs, whatever its type: Fastify's JSON and form parsers refuse it
 *   themselves, but a multipart form is read by its route (`readMultipart` also counts a body sent without a length);
 * - an answer sent before the body was read keeps the connection open while the rest arrives (drained within
 *   REFUSED_BODY_DRAIN), so the client reads the refusal instead of a reset.
 */
export default fp(async function body(app: FastifyInstance) {
  // Both hooks await nothing, so they take Fastify's callback form: no promise a request (issue 43).
  app.addHook('onRequest', (req, _reply, done) => {
    const length = Number(req.headers['content-length']);
    done(length > req.routeOptions.bodyLimit ? tooLargeFor(req) : undefined);
  });
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (req.raw.complete || req.raw.readableEnded) return done(null, payload);
    // Node would close the connection right after the answer when the client or a parser (Fastify, after refusing a
    // body) asked for it, resetting a client still sending: it closes once the body is read (or cut) instead.
    const close = !reply.raw.shouldKeepAlive || String(reply.getHeader('connection')).toLowerCase() === 'close';
    reply.removeHeader('connection');
    reply.raw.shouldKeepAlive = true;
    drainRest(req, close);
    done(null, payload);
  });
});
