import path from 'node:path';
import type { Config } from 'jest';

const rootDir = path.resolve(__dirname, '..');

// @swc/jest strips types only (fast); `npm run typecheck` checks them.
const transform: Config['transform'] = {
  '^.+\\.(m?js|tsx?|jsx)$': [
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
const ESM_PACKAGES = ['content-disposition', 'cookie', 'typebox', 'marked'];

const common = {
  rootDir,
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/test/support/style-stub.ts',
    // As in the builds (webpack.react-router.ts): React Router with the site's lighter Link and NavLink.
    '^react-router-dom$': '<rootDir>/src/lib/react-router-dom.tsx',
    // d3 packages resolve to .mjs under jest's conditions; their UMD builds are plain CommonJS.
    '^d3-(geo|array)$': '<rootDir>/node_modules/d3-$1/dist/d3-$1.js',
  },
};

const config: Config = {
  rootDir,
  // A hang guard, not a speed check (timing is measured in bench/, never asserted here): a render or a PGlite
  // start takes several seconds on a busy CI machine, and a test file's set-up took over 30 s on 2 cores shared
  // with other suites (docs/testing.md). Tests wait for events, never for a time.
  testTimeout: 60_000,
  // After jest's long report, the last lines of a failing run say which tests failed and why.
  reporters: ['default', '<rootDir>/test/support/failure-summary-reporter.mjs'],
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
