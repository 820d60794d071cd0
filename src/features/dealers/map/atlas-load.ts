// The outlines of a level for the map, each level loaded once: read by the atlas worker where the browser
// can start it, by the page otherwise. A failed load (offline) is tried again on the next call.
import type { Atlas, AtlasLevel, AtlasReply } from './atlas';

const loaded = new Map<AtlasLevel, Promise<Atlas>>();
const waiting = new Map<AtlasLevel, { resolve(atlas: Atlas): void; reject(err: Error): void }>();
let worker: Worker | null = null;
let workerFailed = typeof Worker !== 'function';

function startWorker(): Worker {
  const w = new Worker(new URL('./atlas.worker.ts', import.meta.url), { name: 'dealer-atlas' });
  w.addEventListener('message', (event: MessageEvent<AtlasReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.level);
    waiting.delete(reply.level);
    if ('atlas' in reply) pending?.resolve(reply.atlas);
    else pending?.reject(new Error(reply.error));
  });
  // A worker that cannot start (or dies): the page reads the outlines itself from now on.
  w.addEventListener('error', () => {
    workerFailed = true;
    w.terminate();
    worker = null;
    for (const pending of waiting.values()) pending.reject(new Error('the atlas worker failed'));
    waiting.clear();
  });
  return w;
}

function inWorker(level: AtlasLevel): Promise<Atlas> {
  worker ??= startWorker();
  const w = worker;
  return new Promise((resolve, reject) => {
    waiting.set(level, { resolve, reject });
    w.postMessage(level);
  });
}

const inPage = (level: AtlasLevel) => import('./atlas-chunks').then((m) => m.readAtlas(level));

export function loadAtlas(level: AtlasLevel): Promise<Atlas> {
  const known = loaded.get(level);
  if (known) return known;
  const next = workerFailed ? inPage(level) : inWorker(level).catch((err: unknown) => (workerFailed ? inPage(level) : Promise.reject(err)));
  loaded.set(level, next);
  next.catch(() => loaded.delete(level));
  return next;
}
