// Starts the real server (built SPA, fresh PGlite folder, sample catalog) for the browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '../../support/server-process';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  if (!fs.existsSync(path.join(root, 'dist/public/index.html'))) {
    throw new Error('The site is not built: run `npm run build` before `npm run test:e2e`.');
  }
  const server = await startServerProcess();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_PID = String(server.child.pid);
  process.env.E2E_DATA_DIR = server.dataDir;
  // The child must not keep jest's parent alive; teardown stops it by pid.
  server.child.unref();
}
