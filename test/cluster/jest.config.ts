import path from 'node:path';
import type { Config } from 'jest';

// Several real instances on one PostgreSQL behind a real Varnish (issue 21): `bash .ci/with-postgres.sh npm run
// test:cluster` (DATABASE_URL set) with Debian's varnish installed and the site built (`npm run build`). Each
// file starts its own cluster (test/cluster/support/cluster.ts): its own database, instances and varnishd.
const config: Config = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'cluster',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // A hang guard: a file starts two instances and a varnishd, restarts instances and waits for probes.
  testTimeout: 120_000,
  // Processes, ports and CPU are shared: one file at a time (a cluster per file, in its own database).
  maxWorkers: 1,
  reporters: ['default', '<rootDir>/test/support/failure-summary-reporter.mjs'],
};

export default config;
