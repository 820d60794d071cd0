// The server as a process: a bad setting stops the start naming it; SIGTERM stops it cleanly.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { startServerProcess } from '../support/server-process';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

describe('server process', () => {
  it('refuses to start on a bad setting, naming it', async () => {
    // Waits for the exit however long a busy machine takes to start tsx (a kill after 30 s would fail a slow start).
    const child = spawn(process.execPath, [tsx, 'server/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const [status] = (await once(child, 'close')) as [number | null];
    expect(status).toBe(2);
    expect(stderr).toContain('PORT');
  }, 120_000);

  it('starts with no configuration but a port, answers (the databook too), and exits 0 on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: '' });
    const res = await fetch(`${server.baseUrl}/website/segment/list`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(7);
    // The databook is built on a worker thread, which must load in the real process as under jest.
    const databook = await fetch(`${server.baseUrl}/website/documents/otr-engineering-databook.pdf`);
    expect(databook.status).toBe(200);
    expect(Buffer.from(await databook.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await server.stop();
  }, 120_000);
});
