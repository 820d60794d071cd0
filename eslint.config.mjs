// Flat config (ESLint 9). Besides the usual rules it enforces the folder boundaries of DESIGN.md habit 2.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

// One zone per feature folder: a feature may import only from itself among features.
const features = fs.existsSync(path.join(root, 'src/features'))
  ? fs
      .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move shared code to src/components, src/lib, src/services or machines.',
}));

// The staff console (src/admin, issue 20) is an app of its own in the same build: the same rules inside it
// (app -> features -> components -> api, routing, lib), public code never imports it (no byte of it in public
// pages), and it takes only shared parts from the site (components, contract, lib, styles), not its store.
const listDirs = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const adminFeatureZones = listDirs('src/admin/features').map((name) => ({
  target: `./src/admin/features/${name}`,
  from: './src/admin/features',
  except: [`./${name}`],
  message: 'Console features do not import each other: move shared code to src/admin/components, api, routing or lib.',
}));
const adminZones = [
  ...adminFeatureZones,
  {
    target: ['./src/admin/features', './src/admin/components', './src/admin/api', './src/admin/routing', './src/admin/lib'],
    from: './src/admin/app',
    message: 'Only the console entry (src/admin/main.tsx) imports src/admin/app, its composition root.',
  },
  {
    target: './src/admin/components',
    from: './src/admin/features',
    message: 'Shared console components import no console feature.',
  },
  {
    target: ['./src/admin/api', './src/admin/routing', './src/admin/lib'],
    from: ['./src/admin/features', './src/admin/components'],
    message: 'The console API, page table and helpers import no component or feature.',
  },
  {
    target: './src/admin',
    from: ['./src/app', './src/features', './src/state', './src/services', './src/qa', './src/actor-runtime', './src/ssr'],
    message: 'The staff console has its own store and API: from the site it takes components, contract, lib and styles only.',
  },
  {
    target: listDirs('src')
      .filter((name) => name !== 'admin')
      .map((name) => `./src/${name}`),
    from: './src/admin',
    message: 'Public code never imports the staff console (its code must not reach public pages).',
  },
];

const boundaryZones = [
  ...featureZones,
  ...adminZones,
  {
    target: './machines',
    from: ['./src/features', './src/components', './src/admin'],
    message: 'Machines are pure: no React components or features (inject actors instead).',
  },
  {
    target: './machines',
    from: './src/actor-runtime',
    message: 'Machines stay pure: the actor runtime (src/actor-runtime) runs them, they never import it.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/components'],
    message: 'src/lib holds pure helpers: it imports nothing from the app, components or features.',
  },
  // src/app is the composition root (store, providers, route table, layout, client entry, QA shell): it imports
  // the rest, nothing imports it but the entries (main.tsx, boot.ts), the server renderer (src/ssr) and src/qa.
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import src/app: page table and hrefs are in src/routing, store slices and hooks in src/state, head helpers in src/head.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/features'],
    message: 'Shared components import neither src/app nor features (use src/state, src/routing, src/head).',
  },
  {
    target: ['./src/routing', './src/state', './src/head', './src/articles'],
    from: ['./src/app', './src/features', './src/components'],
    message: 'Shared kernels (routing, state, head, articles) import nothing from the app, features or components.',
  },
  {
    target: ['./src/routing', './src/articles'],
    from: ['./src/state', './src/services', './src/head'],
    message: 'The page table and the articles are plain data the server imports: no store, services or React.',
  },
  {
    target: './server',
    from: './src',
    except: ['./contract', './lib', './routing', './articles'],
    message: 'The server imports only the contract (src/contract), pure helpers (src/lib), the page table (src/routing) and the article data (src/articles) from src/.',
  },
  {
    target: './server',
    from: './machines',
    message: 'The server imports only the contract (src/contract) and pure helpers (src/lib, src/routing).',
  },
  {
    target: './src/contract',
    from: ['./src', './machines'],
    except: ['./contract'],
    message: 'src/contract is shared by the server and the SPA: it imports nothing from the browser side.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', '.scratch/**', 'node_modules/**', 'coverage/**', 'bench/results/**', 'test-results/**', 'data/**', 'cms/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import/resolver': {
        typescript: { project: path.join(root, 'tsconfig.json') },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/components/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Machines stay framework-free so they run in Node tests and any UI.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@xstate/react', '@reduxjs/toolkit/query/react'],
              message: 'No React in machines/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract runs on the server too, and its schemas stay out of the browser bundle (docs/contract.md).
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'xstate', '@xstate/*', 'formik', 'yup'],
              message: 'src/contract holds shapes and limits only: no UI, state or form libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'webpack.config.ts', 'server/**/*.ts', 'bench/**/*.ts'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', URL: 'readonly' },
    },
  },
);
