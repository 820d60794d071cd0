// The first admin and `npm run staff` (issue 20): a fresh site prints a one-time setup link at its start; the
// CLI prints others, invites and resets staff through the running server (PGlite has one owner), and opens the
// database itself once the server stopped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const root = path.resolve(__dirname, '../..');
const pglite = !process.env.DATABASE_URL;
let server: ServerProcess;

beforeAll(async () => {
  if (pglite) server = await startServerProcess({ DATABASE_URL: '', PASSWORD_HASH_COST: '10' });
}, 180_000);
afterAll(async () => server?.stop());

function staff(...args: string[]) {
  const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(server.dataDir, 'db'), DATABASE_URL: '', PASSWORD_HASH_COST: '10' };
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/staff.ts', ...args], { cwd: root, encoding: 'utf8', env });
}

const LINK = /http:\/\/127\.0\.0\.1:\d+\/admin\/link#([A-Za-z0-9_-]{43})/;

async function printedLink(): Promise<string> {
  // The link is printed right after the server starts listening; wait for the line, not for a time.
  for (;;) {
    const match = LINK.exec(fs.readFileSync(path.join(server.dataDir, 'server.log'), 'utf8'));
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const use = (token: string, body: object) =>
  fetch(`${server.baseUrl}/admin/api/links/use`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, ...body }) });

(pglite ? describe : describe.skip)('the first admin and npm run staff', () => {
  it('prints a setup link at the first start; the CLI makes another while the site runs, which replaces it', async () => {
    const printed = await printedLink();
    expect(fs.readFileSync(path.join(server.dataDir, 'server.log'), 'utf8')).toContain('The staff console has no admin yet.');
    const made = staff('setup-link');
    expect(made.status).toBe(0);
    const token = LINK.exec(made.stdout)![1]!;
    expect((await use(printed, { password: 'the first admin password', email: 'a@example.com', name: 'A' })).status).toBe(404);
    const res = await use(token, { password: 'the first admin password', email: 'Admin@Example.com', name: 'First Admin' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: { role: string } }).account.role).toBe('admin');
    expect(staff('setup-link')).toMatchObject({ status: 1, stderr: expect.stringContaining('There is an admin already') });
  });

  it('invites and lists staff through the server, and resets a password once it stopped', async () => {
    const invited = staff('invite', 'ed@example.com', '--name', 'Ed Itor', '--role', 'editor');
    expect([invited.status, invited.stderr]).toEqual([0, '']);
    expect(invited.stdout).toContain('Ed Itor <ed@example.com> (editor)');
    const token = LINK.exec(invited.stdout)![1]!;
    expect((await use(token, { password: 'eds own password 1' })).status).toBe(200);
    expect(staff('list').stdout).toMatch(/ed@example\.com {2}Ed Itor {2}editor {2}active/);
    expect(staff('invite', 'ed@example.com', '--name', 'Ed', '--role', 'editor')).toMatchObject({ status: 1 });
    expect(staff('invite', 'x@example.com', '--name', 'X')).toMatchObject({ status: 2 });

    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    const reset = staff('reset', 'ed@example.com');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toMatch(LINK);
    expect(staff('list').stdout).toMatch(/ed@example\.com {2}Ed Itor {2}editor {2}invited/);
  });
});
