// What this machine can do at all: a bare Node HTTP server, in a process of its own like the real one, that
// answers every request with the same stored bytes as a catalog answer (no routing, no hooks, no headers
// beyond the length). Measured beside the real server under the same load generator, it separates what the
// site costs from what the machine and the load generator cost: on a 2-core machine autocannon takes one core.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { measureEndpoint, type EndpointResult } from './api';

const SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.FLOOR_BODY_B64, 'base64');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-encoding': process.env.FLOOR_ENCODING || 'identity', 'content-length': body.length };
const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
server.keepAliveTimeout = 30000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** The bytes on the wire (compressed as the load generator asks: measureEndpoint's accept-encoding). */
function rawAnswer(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }),
        );
      })
      .on('error', reject);
  });
}

/** The floor for one catalog URL: its answer (as the load generator asks for it) served by a bare server. */
export async function measureFloor(
  baseUrl: string,
  path: string,
  opts: { connections: number; seconds: number },
): Promise<EndpointResult> {
  const { body, encoding } = await rawAnswer(`${baseUrl}${path}`);
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: { ...process.env, FLOOR_BODY_B64: body.toString('base64'), FLOOR_ENCODING: encoding },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
    });
    const floorUrl = `http://127.0.0.1:${port}`;
    await measureEndpoint(floorUrl, 'warm-up', '/', { seconds: 1, connections: opts.connections });
    return await measureEndpoint(floorUrl, 'floor (bare Node server, same bytes)', path, opts);
  } finally {
    child.kill('SIGKILL');
  }
}
