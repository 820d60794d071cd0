// Every error leaves in its route family's shape (./error-shape.ts): client mistakes keep their 4xx and message;
// anything else is logged (its class and code, never its message: a database error's text holds the values of
// the query) and answered with a generic 500 that leaks nothing. Errors Fastify's router raises before any
// route runs (a path that is not UTF-8, a parameter too long) get the same shapes and the security headers.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';
import { errorBody, familyOf, INTERNAL_ERROR_MESSAGE } from './error-shape';
import type { SecurityHeaderSets } from './security';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    const family = familyOf(request.url);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody(family, 500, INTERNAL_ERROR_MESSAGE));
    }
    const validation = 'validation' in err && err.validation ? err : null;
    const message = validation ? validationMessage(validation) : err.message;
    const extra = err instanceof HttpError && family === 'site' ? err.extra : {};
    return reply.status(status).send({ ...errorBody(family, status, message), ...extra });
  });
}

// "querystring/segment_id must be integer" -> "segment_id must be integer"; unknown parameters are named.
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'additionalProperties') {
    const extra = String((first.params as { additionalProperty?: string }).additionalProperty);
    return `${where ? `${where}.` : ''}${extra} is not a known parameter`;
  }
  if (first.keyword === 'required') {
    return `${String((first.params as { missingProperty?: string }).missingProperty)} is required`;
  }
  return `${where || err.validationContext || 'request'} ${first.message ?? 'is invalid'}`;
}

const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: its percent-encoding is not UTF-8 text' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long' },
};

/** Fastify's `frameworkErrors`: the router's errors, raised before the hooks that set the headers run. */
export function frameworkErrorHandler(headers: SecurityHeaderSets) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_ERRORS[err.code];
    const status = known?.status ?? 500;
    if (!known) req.log.error({ err }, 'router failed');
    // These answers skip the response listeners that write the request log's line.
    req.log.info({ method: req.method, route: 'router', statusCode: status, ms: 0 }, 'request completed');
    reply.headers(headers.forAnswer({ framed: false, https: req.protocol === 'https', geolocation: false }));
    return reply.status(status).send(errorBody(familyOf(req.url), status, known?.message ?? INTERNAL_ERROR_MESSAGE));
  };
}
