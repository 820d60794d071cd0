// npm run db:seed [-- --sizes N]: replace the catalog with the sample one (or a generated one of N sizes),
// the content service's entries with the sample copy, and the dealer network with the sample one.
// With PGlite, stop the server first: one process owns a PGlite data folder at a time.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { generateCatalog } from '../catalog/seed';
import { loadCatalog } from '../catalog/seed/load';
import { contentSeed } from '../content/seed';
import { loadContent } from '../content/seed/load';
import { dealerSeed } from '../dealers/seed';
import { loadDealers } from '../dealers/seed/load';

function sizesArg(argv: string[]): number | undefined {
  const i = argv.indexOf('--sizes');
  if (i === -1) return undefined;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error('--sizes takes a whole number from 1 to 1000000');
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const sizes = sizesArg(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const started = Date.now();
    const catalog = generateCatalog(sizes === undefined ? {} : { sizes });
    await loadCatalog(database, catalog);
    await loadContent(database, contentSeed(config.brandName));
    const dealers = dealerSeed();
    await loadDealers(database, dealers);
    console.log(
      `Seeded ${catalog.patterns.length} tire lines, ${catalog.sizes.length} tire sizes, ` +
        `${dealers.length} dealer listings and the content service's entries into ${database.kind} in ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
