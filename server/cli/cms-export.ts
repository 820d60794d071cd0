// Writes the site's sample content for the Strapi project's seed (cms/scripts/seed.js) to cms/.seed/:
// content.json (the entries of `contentSeed(brand)`, each with `collection` = its REST path; media fields are
// {path, alt}) and the artwork they refer to, one SVG file per media path under cms/.seed/media/.
//
//   npx tsx server/cli/cms-export.ts            (brand: BRAND, else BRAND_NAME, else Basalt)
import fs from 'node:fs';
import path from 'node:path';
import { contentSeed, DEFAULT_BRAND } from '../content/seed';

export interface CmsSeedFile {
  brand: string;
  items: ReturnType<typeof contentSeed>['items'];
  /** Media path (as in the items' {path, alt}) -> its file, relative to content.json. */
  artwork: Record<string, string>;
}

function main(): void {
  const brand = (process.env.BRAND || process.env.BRAND_NAME || DEFAULT_BRAND).trim();
  const outDir = path.resolve(process.env.CMS_SEED_DIR || path.join(__dirname, '../../cms/.seed'));
  const seed = contentSeed(brand);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const artwork: Record<string, string> = {};
  for (const [mediaPath, svg] of Object.entries(seed.artwork)) {
    const rel = path.posix.join('media', mediaPath);
    if (path.posix.normalize(rel) !== rel || rel.includes('..') || !rel.endsWith('.svg')) throw new Error(`unexpected media path ${mediaPath}`);
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(outDir, rel), svg);
    artwork[mediaPath] = rel;
  }
  const file: CmsSeedFile = { brand, items: seed.items, artwork };
  fs.writeFileSync(path.join(outDir, 'content.json'), `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), outDir) || outDir}: ${seed.items.length} entries, ${Object.keys(artwork).length} images (brand ${brand})`);
}

if (require.main === module) main();
