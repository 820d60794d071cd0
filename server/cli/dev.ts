// npm run dev: the server (restarting on change) and webpack's dev server with hot reload, which proxies
// /website, /content and /media to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
