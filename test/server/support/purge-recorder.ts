// A stand-in for the shared cache's purge endpoint (CACHE_PURGE_URL): records each PURGE's Surrogate-Key, and
// answers with the status a test chooses. The real one, Varnish, is exercised by test/cluster/.
import http from 'node:http';

export interface PurgeRecorder {
  url: string;
  /** Each purge's keys, in the order received. */
  purges: string[];
  /** The status the next purges get (200 by default). */
  status: number;
  close(): Promise<void>;
}

export async function startPurgeRecorder(): Promise<PurgeRecorder> {
  const recorder: PurgeRecorder = { url: '', purges: [], status: 200, close: async () => undefined };
  const server = http.createServer((req, res) => {
    if (req.method === 'PURGE') recorder.purges.push(String(req.headers['surrogate-key'] ?? ''));
    res.writeHead(req.method === 'PURGE' ? recorder.status : 405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  recorder.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  recorder.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return recorder;
}
