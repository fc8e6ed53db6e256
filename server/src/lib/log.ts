import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Query parameters that grant access by themselves (a signed URL's signature reads the file until it expires;
 * S3's session token and credential; bearer-like tokens), and those that carry a person's data (the app finds a
 * customer by `?phone=`; a read's GET form searches by `?text=` or `?mobile=`): a request log keeps their name,
 * never their value.
 */
const SECRET_PARAMS =
  /^(signature|sig|x-amz-signature|x-amz-security-token|x-amz-credential|token|access_token|phone|mobile|text)$/i;

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

/**
 * One log line per request, written when it ends: its request (method, redacted URL, address), its answer's
 * status, its time and its `reqId`. Fastify's own controller writes two at info (`incoming request`, then
 * `request completed`): the first says nothing the second does not, and serializing and writing it cost every
 * request (issue 43). A request that never ends still leaves its error line, and a failure its `err`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** What stdout may hold unwritten before new log lines are dropped (a reader that stalls costs at most this). */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/** A writable the logger writes to: `process.stdout`, or a test's stream. */
export type LogOutput = Pick<NodeJS.WritableStream, 'write' | 'on'> & { readonly writableLength: number };

export interface LogDestination {
  /** pino's destination interface: one JSON line. Never blocks, never throws. */
  write(line: string): void;
  /** Lines dropped so far: the output was full (its reader stalled) or gone (EPIPE and the like). */
  readonly dropped: number;
  /** Resolves once what is buffered is written, or after `ms` whatever is left (the last lines before exit). */
  flush(ms: number): Promise<void>;
}

/**
 * The logger's destination (DESIGN.md section 12, "Logging never blocks"): lines go to `out` (stdout) through
 * Node's own stream, which writes a pipe or a socket without blocking and keeps what the reader has not taken
 * yet; past `maxBytes` unwritten, new lines are dropped and counted, and once the output fails (its reader
 * closed it) every line is. pino's default writer (sonic-boom) is not used: at exit it flushes synchronously and
 * retries a write to a closed pipe every 100 ms for good (the server then never exits), and its asynchronous
 * writes run on libuv's thread pool, where a write to a stalled blocking pipe holds the process at exit.
 *
 * The lines of one turn of the event loop leave in one write (issue 43): stdout on a pipe is written
 * synchronously, one system call a write, and a line a request made that cost a tenth of a busy server's time.
 * What is held is written before the next turn (`setImmediate`), by `flush`, and at exit (`writeNow`).
 */
export function createLogDestination(
  out: LogOutput,
  maxBytes = LOG_BUFFER_BYTES,
): LogDestination & {
  /** Writes the lines of this turn now (at exit: nothing runs after it). */
  writeNow(): void;
} {
  let dropped = 0;
  /** Dropped since the last line saying so. */
  let unreported = 0;
  let broken = false;
  /** The lines of this turn, not written yet, and their length. */
  let held: string[] = [];
  let heldLength = 0;
  let scheduled = false;
  out.on('error', () => {
    broken = true;
  });
  const put = (text: string) => {
    try {
      out.write(text);
      return true;
    } catch {
      // A synchronous output (a file) that failed, e.g. a full disk.
      return false;
    }
  };
  const lose = (n: number) => {
    dropped += n;
    unreported += n;
  };
  const writeNow = () => {
    scheduled = false;
    if (held.length === 0) return;
    const lines = held;
    held = [];
    heldLength = 0;
    if (broken) return lose(lines.length);
    if (!put(lines.length === 1 ? lines[0]! : lines.join(''))) lose(lines.length);
  };
  return {
    write(line) {
      if (broken || out.writableLength + heldLength + line.length > maxBytes) {
        lose(1);
        return;
      }
      if (unreported > 0 && out.writableLength + heldLength <= maxBytes / 2) {
        const note = `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, droppedLines: unreported, msg: 'log lines dropped: the log output was not read' })}\n`;
        held.push(note);
        heldLength += note.length;
        unreported = 0;
      }
      held.push(line);
      heldLength += line.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(writeNow);
      }
    },
    get dropped() {
      return dropped;
    },
    writeNow,
    async flush(ms) {
      writeNow();
      const until = performance.now() + ms;
      while (!broken && out.writableLength > 0 && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10).unref());
      }
    },
  };
}

let stdoutDestination: ReturnType<typeof createLogDestination> | null = null;

/**
 * The process's log destination on stdout, made once. It also keeps a failing stdout or stderr (EPIPE once their
 * reader is gone) from becoming an uncaught error: what cannot be written is dropped, and the server goes on.
 */
export function stdoutLog(): LogDestination {
  if (!stdoutDestination) {
    const destination = createLogDestination(process.stdout);
    stdoutDestination = destination;
    process.stderr.on('error', () => {});
    // The last turn's lines, when the process ends before it is over (process.exit after an error).
    process.on('exit', () => destination.writeNow());
  }
  return stdoutDestination;
}

/** Log lines dropped by this process's stdout destination (the `log_lines_dropped_total` metric). */
export const droppedLogLines = () => stdoutDestination?.dropped ?? 0;
