// What the server logs, and what it never does (docs/security.md, "Logs"): a line per request with its request
// id, method, route pattern, status and time; errors by class and code with their stack frames. Never a query
// string, a body, a header, a client address, or an error's message (a database error's message holds the
// values of its query: a visitor's name, email, address). The rate limiter keeps client addresses in memory only.
import type { Writable } from 'node:stream';
import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * The route a request matched, as registered ('/website/products/list'); a page of the SPA (served by the
 * not-found handler) is 'page', anything else unmatched 'no route'.
 */
export function routeOf(req: FastifyRequest, statusCode?: number): string {
  const url = req.routeOptions?.url;
  if (url) return url;
  return statusCode !== undefined && statusCode < 400 ? 'page' : 'no route';
}

interface LoggedError {
  type: string;
  code?: string;
  /** PostgreSQL's function that raised it ('parserOpenTable'): names the kind of failure, holds no values. */
  routine?: string;
  /** Stack frames only: the first line of a stack is the message. */
  stack?: string;
  cause?: LoggedError;
}

const frames = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n') : undefined;

/** An error as a log line may show it: class, code, frames, and its cause the same way. Never its message. */
export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err };
  const code = (err as { code?: unknown }).code;
  const out: LoggedError = { type: err.constructor?.name || err.name };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code).slice(0, 40);
  const routine = (err as { routine?: unknown }).routine;
  if (typeof routine === 'string' && /^\w{1,60}$/.test(routine)) out.routine = routine;
  const stack = frames(err.stack);
  if (stack) out.stack = stack;
  if (err.cause !== undefined && depth < 3) out.cause = loggableError(err.cause, depth + 1);
  return out;
}

type Serializers = NonNullable<FastifyLoggerOptions['serializers']>;

/** Fastify's logger option: the level of LOG_LEVEL, serializers that drop request values, an optional stream. */
export function loggerOptions(level: Config['logLevel'], stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's type wants a `message` in a logged error: leaving it out is the point.
      err: loggableError as unknown as NonNullable<Serializers['err']>,
      // A request or reply handed to a log call by mistake shows nothing of the visitor's.
      req: ((req: FastifyRequest) => ({ method: req.method, route: routeOf(req) })) as unknown as NonNullable<Serializers['req']>,
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * One line per answered request, instead of Fastify's own two (which carry the URL and the client address):
 * written when the answer has gone out, cache hits written straight to the socket and router refusals included.
 */
export class SiteLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // The status that went out: a cache hit is written to the socket directly (a 304 among them).
    const statusCode = reply.raw.statusCode;
    const line = { method: req.method, route: routeOf(req, statusCode), statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) req.log.error({ ...line, err: error }, 'request errored');
    else req.log.info(line, 'request completed');
  }
}
