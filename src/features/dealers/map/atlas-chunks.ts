// The outlines of each detail level are their own chunk, fetched the first time a view needs them (by the
// atlas worker, or by the page where there is no worker): the world and continental views the 1:110m file
// (~38 KB gzipped), closer views the 1:50m one (~230 KB gzipped).
import { packAtlas, type Atlas, type AtlasLevel, type CountriesTopology } from './atlas';

const chunks: Record<AtlasLevel, () => Promise<{ default: unknown }>> = {
  '110m': () => import(/* webpackChunkName: "atlas-110m" */ 'world-atlas/countries-110m.json'),
  '50m': () => import(/* webpackChunkName: "atlas-50m" */ 'world-atlas/countries-50m.json'),
};

/** Downloads and reads (JSON.parse of up to 740 KB) the level's file and packs it. */
export async function readAtlas(level: AtlasLevel): Promise<Atlas> {
  const file = await chunks[level]();
  return packAtlas(level, file.default as CountriesTopology);
}
