// The admin CLIs while a server owns the PGlite folder (issue 18): they go through its admin API with the
// secret it left in the data folder, a publish is live when the command returns, and once the server stopped
// they open the database themselves. (On PostgreSQL the CLIs always open it: catalog-cli.test.ts.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { LOCAL_ACCESS_FILE } from '../../server/admin/local-access';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const root = path.resolve(__dirname, '../..');
const pglite = !process.env.DATABASE_URL;
let server: ServerProcess;

beforeAll(async () => {
  if (pglite) server = await startServerProcess({ DATABASE_URL: '' });
}, 180_000);
afterAll(async () => server?.stop());

function cli(script: string, ...args: string[]) {
  const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(server.dataDir, 'db'), DATABASE_URL: '' };
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), `server/cli/${script}.ts`, ...args], { cwd: root, encoding: 'utf8', env });
}

(pglite ? describe : describe.skip)('admin CLIs beside a running server (PGlite)', () => {
  it('create a token and publish through the server, live at once; once it stopped, open the database', async () => {
    const access = path.join(server.dataDir, 'db', LOCAL_ACCESS_FILE);
    expect(fs.statSync(access).mode & 0o777).toBe(0o600);

    const created = cli('tokens', 'create', 'nightly', '--scopes', 'catalog');
    expect(created.status).toBe(0);
    const secret = /bst_[A-Za-z0-9_-]{43}/.exec(created.stdout)![0];
    const history = await fetch(`${server.baseUrl}/admin/api/catalog/history`, { headers: { authorization: `Bearer ${secret}` } });
    expect(history.status).toBe(200);

    const dir = path.join(server.dataDir, 'export');
    const exported = cli('catalog', 'export', dir);
    expect(exported.stdout).toContain('(through the running server at http://127.0.0.1:');
    const lines = path.join(dir, 'tire-lines.csv');
    const rows = parseCsv(new Uint8Array(fs.readFileSync(lines)), 'tire-lines', []);
    rows[1]![1] = 'Built for the longest hauls';
    fs.writeFileSync(lines, writeCsv(rows));
    const dry = cli('catalog', 'import', dir, '--dry-run');
    expect(dry.stdout).toContain('Tire lines: 0 added, 0 removed, 1 changed');
    const done = cli('catalog', 'import', dir, '--based-on', 'none');
    expect([done.status, done.stderr]).toEqual([0, '']);
    expect(done.stdout).toContain('Published as version 2.');
    const products = (await (await fetch(`${server.baseUrl}/website/products/list`)).json()) as { data: { patterns: { pattern_name: string; tag_line: string } }[] };
    expect(products.data.find((p) => p.patterns.pattern_name === rows[1]![0])?.patterns.tag_line).toBe('Built for the longest hauls');
    expect(cli('catalog', 'history').stdout).toMatch(/^\(through the running server at .+\)\n\* {4}2 {2}\S+ {2}local cli \(.+\) {2}/);
    const stale = cli('catalog', 'import', dir, '--based-on', 'none');
    expect(stale).toMatchObject({ status: 1, stderr: expect.stringContaining('Another publish came first') });

    // Stopped, its data folder kept (server.stop() removes it, in afterAll).
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    expect(fs.existsSync(access)).toBe(false);
    const direct = cli('catalog', 'history');
    expect(direct.stdout).not.toContain('through the running server');
    expect(direct.stdout).toMatch(/^\* {4}2 /);
    expect(cli('tokens', 'list').stdout).toMatch(/^nightly {2}\[catalog\] {2}created \S+ by local cli \(.+\) {2}last used \S+Z\n$/);
  }, 240_000);
});
