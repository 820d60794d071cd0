import path from 'node:path';
import type { Config } from 'jest';

// Against a real Strapi (the cms/ project): `bash .ci/with-strapi.sh npm run test:cms` starts one on a
// throw-away PostgreSQL, seeds it with the sample content and exports STRAPI_URL and its tokens. The built
// site is needed for the browser test (`npm run build`).
const config: Config = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'cms',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cms/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(typebox)/)'],
  testTimeout: 120_000,
  // One Strapi, one site port for its webhook: the files run one after another.
  maxWorkers: 1,
  reporters: ['default', '<rootDir>/test/support/failure-summary-reporter.mjs'],
};

export default config;
