// npm run db:migrate: apply the SQL migrations (the server also does it at start).
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
