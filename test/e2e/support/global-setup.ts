// Starts the real server (built SPA, fresh PGlite folder, sample catalog) for the browser tests. The folder
// is prepared first with the sample content plus the test-only hostile entry (test/support/hostile-content.ts),
// which the sanitising test looks for; the server then seeds the catalog and dealers as on any first start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../support/server-process';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  if (!fs.existsSync(path.join(root, 'dist/public/index.html'))) {
    throw new Error('The site is not built: run `npm run build` before `npm run test:e2e`.');
  }
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-e2e-db-'));
  process.env.E2E_DB_DIR = dbDir;
  const env = { DATA_DIR: dbDir, DATABASE_URL: '' };
  const prepared = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'test/support/hostile-content.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error(`preparing the test database failed:\n${prepared.stderr}`);
  const server = await startServerProcess(env);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_PID = String(server.child.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
  // The child must not keep jest's parent alive; teardown stops it by pid.
  server.child.unref();
}
