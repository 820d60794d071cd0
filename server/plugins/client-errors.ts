// Answers Node's HTTP parser gives itself, before Fastify sees a request: 400 (not HTTP), 408 (the request did
// not arrive within REQUEST_TIMEOUT_MS) and 431 (header bytes beyond Node's limit). Written straight to the
// socket, as Fastify's default does, but with the security headers and the route family's error shape (the path
// is read from the bytes that did arrive, when the request line is among them); the connection closes.
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { errorBody, familyOf, reason } from './error-shape';
import type { SecurityHeaderSets } from './security';

function statusOf(err: ConnectionError): { status: number; message: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request did not arrive in time' };
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/** The path of the request line among the bytes that arrived, or '/' (never logged: only its family is used). */
function pathOf(raw: unknown): string {
  // What the parser had read when it failed (Node sets it for parse errors, as a Buffer).
  const line = Buffer.isBuffer(raw) ? raw.subarray(0, 2048).toString('latin1') : '';
  return /^[A-Z]{1,16} (\/\S*) HTTP\//.exec(line)?.[1] ?? '/';
}

export function clientErrorHandler(headers: SecurityHeaderSets) {
  return function onClientError(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = statusOf(err);
    this.log.debug({ status, code: err.code }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify(errorBody(familyOf(pathOf(err.rawPacket)), status, message));
      const https = (socket as Partial<TLSSocket>).encrypted === true;
      const lines = Object.entries({
        ...headers.forAnswer({ framed: false, https, geolocation: false }),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${reason(status)}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(err);
  };
}
