// The VCL generator for operators (server/deploy/varnish-vcl.ts): what it accepts, that Varnish compiles what it
// writes (varnishd -C, any number of instances), and its command line. The VCL's behaviour: varnish.test.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { VclOptionsError, parseBackend, varnishVcl } from '../../server/deploy/varnish-vcl';
import { VARNISHD } from './support/varnish';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-vcl-'));
  // varnishd compiles as its own user when started as root.
  fs.chmodSync(dir, 0o711);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Compiles the VCL with varnishd -C; rejects with the compiler's message. */
async function compile(vcl: string, name: string): Promise<void> {
  const file = path.join(dir, `${name}.vcl`);
  fs.writeFileSync(file, vcl, { mode: 0o644 });
  await run(VARNISHD, ['-C', '-f', file, '-n', path.join(dir, `work-${name}`)], { maxBuffer: 64 * 1024 * 1024 });
}

const TOKEN = 'Abc-123._~xyz-0123456789';

test('Varnish compiles the VCL for one, two and three instances, with a purge ACL of ranges, with and without a purge token', async () => {
  const backends = [
    { host: '10.0.0.11', port: 8080 },
    { host: 'localhost', port: 8080 },
    { host: '::1', port: 8081 },
  ];
  for (const n of [1, 2, 3]) await compile(varnishVcl({ backends: backends.slice(0, n), purgeAcl: ['127.0.0.1', '10.0.0.0/24', '::1'] }), `n${n}`);
  await compile(varnishVcl({ backends, purgeToken: TOKEN }), 'token');
});

test('the default purge ACL is loopback and the backends given as addresses (each once), never a range', () => {
  const vcl = varnishVcl({
    backends: [
      { host: '10.0.0.11', port: 8080 },
      { host: '10.0.0.11', port: 8081 },
      { host: 'app.internal', port: 8080 },
      { host: 'fd00::12', port: 8080 },
    ],
  });
  expect(vcl).toContain('acl purgers {\n    "127.0.0.1";\n    "::1";\n    "10.0.0.11";\n    "fd00::12";\n}');
});

test('with a purge token a PURGE must carry it; the token and a forwarded host never reach an instance', () => {
  const one = [{ host: '127.0.0.1', port: 8080 }];
  const withToken = varnishVcl({ backends: one, purgeToken: TOKEN });
  expect(withToken).toContain(`if (req.http.X-Purge-Token != "${TOKEN}") {\n            return (synth(403, "Forbidden"));`);
  const without = varnishVcl({ backends: one });
  expect(without).not.toContain('req.http.X-Purge-Token !=');
  for (const vcl of [withToken, without]) {
    // After the PURGE branch (which always answers itself), before anything is fetched.
    const purgeEnd = vcl.indexOf('return (synth(200, "Purged"));');
    expect(vcl.indexOf('unset req.http.X-Purge-Token;')).toBeGreaterThan(purgeEnd);
    expect(vcl.indexOf('unset req.http.X-Forwarded-Host;')).toBeGreaterThan(purgeEnd);
    expect(vcl).toContain('hash_data(req.http.X-Forwarded-Proto);');
  }
});

test('every instance is in the round robin with the readiness probe; a failed GET retries on the others', () => {
  const vcl = varnishVcl({ backends: [1, 2, 3].map((i) => ({ host: '127.0.0.1', port: 8080 + i })) });
  expect(vcl).toContain('.url = "/health/ready";');
  for (const i of [1, 2, 3]) {
    expect(vcl).toContain(`backend instance${i} {\n    .host = "127.0.0.1";\n    .port = "${8080 + i}";\n    .probe = ready;`);
    expect(vcl).toContain(`    instances.add_backend(instance${i});`);
    expect(vcl).toContain(`(bereq.http.X-Retry-Avoid == "instance${i}") {\n            set bereq.backend = not_instance${i}.backend();`);
  }
  expect(vcl).toContain('    not_instance2.add_backend(instance1);\n    not_instance2.add_backend(instance3);\n');
  expect(vcl).toContain('acl purgers {\n    "127.0.0.1";\n    "::1";\n}');
  expect(vcl).not.toMatch(/\{\{\w+\}\}/);
});

test('it refuses what would make a wrong VCL', () => {
  const one = [{ host: '127.0.0.1', port: 8080 }];
  expect(() => varnishVcl({ backends: [] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: [{ host: 'a"b', port: 80 }] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: [{ host: 'a', port: 0 }] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: [{ host: 'a', port: 65536 }] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeAcl: [] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeAcl: ['example.com'] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeAcl: ['10.0.0.0/33'] })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, probeUrl: 'health' })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, probeUrl: '/a"b' })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeToken: 'short-token' })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeToken: `${TOKEN}"` })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeToken: `${TOKEN} x` })).toThrow(VclOptionsError);
  expect(() => varnishVcl({ backends: one, purgeToken: 'a'.repeat(257) })).toThrow(VclOptionsError);
  expect(parseBackend('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
  expect(parseBackend('app:81')).toEqual({ host: 'app', port: 81 });
  expect(() => parseBackend('app')).toThrow(VclOptionsError);
});

test('the command line prints the VCL, and says what is wrong with its arguments', async () => {
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'server/deploy/varnish-vcl.ts', ...args], { cwd: root });
  const { stdout } = await cli('--backend', '10.0.0.11:8080', '--backend', '[::1]:8081', '--purge-acl', '10.0.0.0/8', '--purge-token', TOKEN, '--probe-url', '/website/health');
  expect(stdout).toBe(
    varnishVcl({
      backends: [
        { host: '10.0.0.11', port: 8080 },
        { host: '::1', port: 8081 },
      ],
      purgeAcl: ['10.0.0.0/8'],
      purgeToken: TOKEN,
      probeUrl: '/website/health',
    }),
  );
  await expect(cli('--backend')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--backend') });
  await expect(cli('--backend', '10.0.0.11:8080', '--purge-token', 'short')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('purge token') });
  await expect(cli('--backend', 'nohost')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('host:port') });
});
