// A stand-in for a Strapi's HTTP API, for the proxy, webhook and preview tests on their own (the real Strapi is
// test/cms/, in CI). It records every request and answers from `answer`, or as a dead server once `stop`ped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  url: string;
  authorization: string | undefined;
}

export type StandInAnswer = { status: number; type?: string; body: string | Buffer } | 'hang';

export interface StrapiStandIn {
  url: string;
  seen: SeenRequest[];
  /** What to answer for a request (path and query as sent). */
  answer: (url: string, req: http.IncomingMessage) => StandInAnswer;
  close(): Promise<void>;
}

export async function startStrapiStandIn(): Promise<StrapiStandIn> {
  const standIn: Partial<StrapiStandIn> & { seen: SeenRequest[] } = { seen: [] };
  const server = http.createServer((req, res) => {
    standIn.seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const a = standIn.answer!(req.url ?? '', req);
    if (a === 'hang') return;
    res.writeHead(a.status, { 'content-type': a.type ?? 'application/json; charset=utf-8' }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    answer: () => ({ status: 404, body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as StrapiStandIn;
}

/** A Strapi list answer of these entries. */
export const strapiList = (data: unknown[]) =>
  JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: data.length ? 1 : 0, total: data.length } } });

/** A Strapi media object served by its local upload provider. */
export const strapiMedia = (name: string) => ({
  id: 7,
  documentId: 'm0000000000000000000000a',
  name,
  alternativeText: `Picture ${name}`,
  caption: null,
  focalPoint: null,
  width: 800,
  height: 600,
  formats: { thumbnail: { name: `thumbnail_${name}`, url: `/uploads/thumbnail_${name}`, width: 208, height: 156 } },
  hash: name.replace(/\W/g, '_'),
  ext: '.png',
  mime: 'image/png',
  size: 2.05,
  url: `/uploads/${name}`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  publishedAt: '2026-11-27T00:00:00.000Z',
});

/** A Strapi article entry of the sample's look-under-your-tires, with this title. */
export const strapiArticle = (title: string) => ({
  id: 3,
  documentId: 'a0000000000000000000000b',
  title,
  slug: 'look-under-your-tires',
  summary: 'Check the ground under the tires.',
  body: '## Why\n\nBecause.',
  archive_date: '2017-08-28',
  sequence: 6,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  publishedAt: '2026-11-27T00:00:00.000Z',
});
