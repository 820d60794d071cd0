// npm start: build the SPA if it is missing or older than its sources, then start the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SOURCES = ['src', 'machines', 'public', 'webpack.config.ts', 'webpack.ssr.ts', 'webpack.admin.ts', 'package.json'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

function needsBuild(): boolean {
  const index = path.join(root, 'dist/public/index.html');
  if (!fs.existsSync(index) || !fs.existsSync(path.join(root, 'dist/server/ssr.js'))) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => fs.existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > built);
}

if (needsBuild()) {
  console.log('Building the site (webpack, production)...');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
void import('../server').then(({ main }) =>
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  }),
);
