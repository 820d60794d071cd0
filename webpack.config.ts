// Builds the SPA into dist/public (the server serves that folder), the server-rendering bundle into
// dist/server (webpack.ssr.ts) and, after the SPA, the staff console into dist/public/assets/admin
// (webpack.admin.ts: a compilation of its own, so none of its code reaches a public page).
// `webpack --mode production` for the release build, `webpack serve` for development (the SPA only) with the
// API, and the console as last built, proxied to the local server on :8080.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ADMIN_ASSETS, ADMIN_ENTRY, adminConfig } from './webpack.admin';
import { reactRouterAlias, reactRouterProductionFiles, reactRouterWrapper } from './webpack.react-router';
import { ClientManifestPlugin, ssrConfig } from './webpack.ssr';

type Configuration = webpack.Configuration & { devServer?: DevServerConfiguration };
interface Argv {
  mode?: 'production' | 'development' | 'none';
}
interface Env {
  WEBPACK_SERVE?: boolean;
}

const root = __dirname;
const publicDir = path.join(root, 'public');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

function buildCommit(): string {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown'; // no git, or no commit yet
  }
}

/** Every file of public/ except the HTML template, copied as is (copy-webpack-plugin is not installed). */
function listPublicFiles(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPublicFiles(full);
    return full === path.join(publicDir, 'index.html') ? [] : [full];
  });
}

class CopyPublicFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of listPublicFiles()) {
            const name = path.relative(publicDir, file).split(path.sep).join('/');
            compilation.fileDependencies.add(file); // so watch mode picks up edits
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

// Everything the first route needs from node_modules goes in one long-cached chunk. Heavy libraries used
// only by lazy features (PDF viewer, maps, forms, toasts, state machines, Redux Toolkit with immer: the
// store is plain Redux, src/app/store.ts) stay with those features.
const vendorPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'redux',
  'react-redux',
  'redux-thunk',
  'use-sync-external-store',
];
const vendorTest = new RegExp(`[\\\\/]node_modules[\\\\/](${vendorPackages.join('|')})[\\\\/]`);

export default (env: Env, argv: Argv): Configuration | Configuration[] => {
  const production = argv.mode === 'production';
  const define = {
    'process.env.APP_VERSION': JSON.stringify(pkg.version),
    'process.env.BUILD_COMMIT': JSON.stringify(buildCommit()),
  };
  if (env.WEBPACK_SERVE) return clientConfig(production, define, false);
  const client = clientConfig(production, define, true);
  return [client, ssrConfig(root, production, define, reactRouterAlias(root, production)), adminConfig(root, client, production, define)];
};

function clientConfig(production: boolean, define: Record<string, string>, manifest: boolean): Configuration {
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    context: root,
    // The sources are ES2022 (tsconfig): webpack's own code and the minifier's output need not be older
    // either (arrow functions in every module wrapper, ecma 2020 output).
    target: ['web', 'es2020'],
    // boot: the loader of server-rendered pages (src/boot.ts); index.html itself loads main as usual.
    entry: { main: './src/main.tsx', boot: './src/boot.ts' },
    output: {
      path: path.join(root, 'dist/public'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // A lazy chunk's hash is in webpack's runtime, in every page's first script: 6 hex digits (16.7 million values
      // per chunk id, for cache busting between releases) instead of 8 save 2 bytes a chunk (issue 23).
      chunkFilename: production ? 'assets/[id].[contenthash:6].js' : 'assets/[name].js',
      // The staff console's files (its own compilation, built after this one) stay.
      clean: { keep: new RegExp(`^${ADMIN_ASSETS}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: reactRouterAlias(root, production),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is `npm run typecheck`'s job; here we only strip types, fast.
            options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'esnext' } },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Lets the minifier drop the parts of React Router the site does not use (webpack.react-router.ts).
        { test: reactRouterProductionFiles, use: path.join(root, 'webpack.react-router.ts') },
        // Its re-exports lead webpack straight to their modules: a hook only lazy pages use stays with them.
        { test: reactRouterWrapper, sideEffects: false },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        // Not minified: the server finds and replaces the app-config placeholder byte for byte.
        minify: false,
        // Scripts (deferred) after the content: the browser requests the page's images (the LCP image) first.
        inject: 'body',
        // (admin: the console is another compilation; named here too so it could never be linked by accident.)
        excludeChunks: ['boot', ADMIN_ENTRY],
        meta: { 'app-version': `${pkg.version}+${buildCommit()}` },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:6].css' : 'assets/[name].css',
      }),
      // The browser's bundle: src/app/routes.tsx leaves the chunks' names to the server's.
      new webpack.DefinePlugin({ ...define, 'process.env.BROWSER_BUNDLE': JSON.stringify('true') }),
      new CopyPublicFilesPlugin(),
      ...(manifest ? [new ClientManifestPlugin(path.join(root, 'dist/server/client-manifest.json'))] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      moduleIds: 'deterministic',
      // webpack's runtime (~3 KB) rides in main: one request less on every first load. It lists every chunk's
      // hash, so main's own hash now moves with any chunk; vendor, the long-cached one, does not.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: vendorTest, name: 'vendor', chunks: 'initial', priority: 20, enforce: true },
        },
      },
    },
    // webpack's built-in HTML handling would minify index.html (and its placeholder) behind our back.
    experiments: { html: false },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      static: false,
      proxy: [{ context: ['/website', '/content', '/media', '/admin', `/${ADMIN_ASSETS}`], target: 'http://127.0.0.1:8080' }],
    },
  };
}
