// The staff console (src/admin, issue 20) is built by a compilation of its own, after the site's (`dependencies`):
// entry `admin` (src/admin/main.tsx) into dist/public/assets/admin/, its own chunks, its own copy of React and
// the libraries, and its own chunk-loading global. So no module of it can join a chunk of the public pages, and
// the public build is byte for byte what it is without the console: one compilation with both entries would
// share modules between them (webpack generates a module shared by two runtimes with the exports both use, and
// splits the lazy chunks by the sets of chunks a module is in, the console's included).
// Its chunk groups (the entry `admin` and each lazy page, admin-<page>) go to dist/server/admin-manifest.json,
// which the console's shell reads (server/ssr/admin-shell.ts). .ci/budget.ts checks the result on the built site.
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ClientManifestPlugin } from './webpack.ssr';

export const ADMIN_ENTRY = 'admin';
/** Under the site's static folder; the site's own build keeps this folder when it cleans (webpack.config.ts). */
export const ADMIN_ASSETS = 'assets/admin';
export const ADMIN_MANIFEST = 'admin-manifest.json';

/**
 * The console's compilation, made from the site's browser configuration `client` (the same loaders, aliases,
 * targets and definitions), with its own entry, output folder, plugins and chunk splitting.
 */
export function adminConfig(root: string, client: webpack.Configuration, production: boolean, define: Record<string, string>): webpack.Configuration {
  const name = production ? '[name].[contenthash]' : '[name]';
  return {
    ...client,
    name: ADMIN_ENTRY,
    // After the site's build, whose output.clean would otherwise race with this one's files.
    dependencies: [String(client.name)],
    entry: { [ADMIN_ENTRY]: './src/admin/main.tsx' },
    output: {
      path: path.join(root, 'dist/public', ADMIN_ASSETS),
      publicPath: `/${ADMIN_ASSETS}/`,
      filename: `${name}.js`,
      chunkFilename: `${name}.js`,
      // Its own chunk-loading global: it can never pick up a chunk of the site's, nor the site one of its own.
      uniqueName: 'basaltStaffConsole',
      clean: true,
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: `${name}.css`, chunkFilename: `${name}.css` }),
      new webpack.DefinePlugin(define),
      new ClientManifestPlugin(path.join(root, 'dist/server', ADMIN_MANIFEST)),
    ],
    optimization: {
      ...client.optimization,
      runtimeChunk: false,
      // webpack's defaults: the libraries of the console's lazy pages in chunks of their own, shared among them.
      splitChunks: { chunks: 'all' },
    },
    devServer: undefined,
  };
}
