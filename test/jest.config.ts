import path from 'node:path';
import type { Config } from 'jest';

const rootDir = path.resolve(__dirname, '..');

// @swc/jest strips types only (fast); `npm run typecheck` checks them.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// ESM-only packages in node_modules that jest (CommonJS) must transform too.
const ESM_PACKAGES = ['content-disposition', 'cookie'];

const common = {
  rootDir,
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/test/support/style-stub.ts' },
};

const config: Config = {
  rootDir,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.ts',
      testMatch: ['<rootDir>/test/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      globalSetup: '<rootDir>/test/server/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/server/support/global-teardown.ts',
    },
  ],
};

export default config;
