// The console's session cookie: HttpOnly, SameSite=Strict, only sent to /admin, Secure (and `__Secure-`
// named) when the site is reached over TLS (directly, or behind a proxy TRUST_PROXY names).
import type { FastifyRequest } from 'fastify';

const PLAIN = 'basalt_staff';
const SECURE = '__Secure-basalt_staff';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The session cookie's value, if the request carries a well-formed one. */
export function sessionCookie(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  const wanted = req.protocol === 'https' ? SECURE : PLAIN;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === wanted) {
      const value = part.slice(eq + 1).trim();
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}

export function setSessionCookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = req.protocol === 'https';
  return `${secure ? SECURE : PLAIN}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(req: FastifyRequest): string {
  const secure = req.protocol === 'https';
  return `${secure ? SECURE : PLAIN}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}
