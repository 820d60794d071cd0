// The atlas worker: downloads, reads and packs a level's outlines off the main thread (reading the 1:50m
// file alone is a long task on a phone) and hands the page the packed arrays without copying them.
import { atlasBuffers, type AtlasLevel, type AtlasReply } from './atlas';
import { readAtlas } from './atlas-chunks';

self.addEventListener('message', (event: MessageEvent<AtlasLevel>) => {
  const level = event.data;
  readAtlas(level).then(
    (atlas) => self.postMessage({ level, atlas } satisfies AtlasReply, { transfer: atlasBuffers(atlas) }),
    (err: unknown) => self.postMessage({ level, error: err instanceof Error ? err.message : String(err) } satisfies AtlasReply),
  );
});
