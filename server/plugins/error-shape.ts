// The error shape of each route family, for every way an error can leave the server: a route's handler, a
// hook, the 404 handler, Fastify's router (a path that is not UTF-8, a parameter too long) and Node's HTTP
// parser (a request that is not HTTP, arrives too slowly or has too many header bytes).
// - the content service (/content/...) answers as Strapi v5 does: {data: null, error: {status, name, message, details}};
// - everything else as the site service does: {statusCode, error, message}.
import http from 'node:http';

export type ErrorFamily = 'content' | 'site';

export const familyOf = (url: string): ErrorFamily => (/^\/content(?:[/?#]|$)/.test(url) ? 'content' : 'site');

/** The status's reason phrase ("Payload Too Large"). */
export function reason(status: number): string {
  return http.STATUS_CODES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** Strapi's error names (its error classes, then koa's http-errors names for the rest). */
const STRAPI_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
  500: 'InternalServerError',
};

const strapiName = (status: number) => STRAPI_NAMES[status] ?? `${reason(status).replace(/[^A-Za-z]/g, '')}Error`;

export interface SiteError {
  statusCode: number;
  error: string;
  message: string;
}

export interface StrapiError {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, never> };
}

export function strapiErrorBody(status: number, message: string): StrapiError {
  return { data: null, error: { status, name: strapiName(status), message, details: {} } };
}

export function siteErrorBody(status: number, message: string): SiteError {
  return { statusCode: status, error: reason(status), message };
}

export function errorBody(family: ErrorFamily, status: number, message: string): SiteError | StrapiError {
  return family === 'content' ? strapiErrorBody(status, message) : siteErrorBody(status, message);
}

/** What a 500 says: nothing about the cause. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side.';
