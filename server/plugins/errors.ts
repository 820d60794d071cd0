// Every error leaves as JSON {statusCode, error, message}. Client mistakes keep their 4xx and message;
// anything else is logged and answered with a generic 500 that leaks nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

export function reason(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: reason(500), message: 'Something went wrong on our side.' });
    }
    const validation = 'validation' in err && err.validation ? err : null;
    const message = validation ? validationMessage(validation) : err.message;
    return reply.status(status).send({ statusCode: status, error: reason(status), message });
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
