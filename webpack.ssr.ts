// The server-rendering bundle (docs/rendering.md): src/ssr/render.tsx for Node, into dist/server/ssr.js, one
// file (lazy pages included) with the production builds of React and the libraries it renders with (whatever
// NODE_ENV the server runs under), styles ignored. And the plugin that tells the server which files each
// named chunk of the browser build needs.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

// Browser-only packages, loaded by parts that never render on the server (maps, PDF viewer, QA inspector):
// left out of the bundle as `require` calls that never run.
const BROWSER_ONLY = /^(mapbox-gl|pdfjs-dist|@react-pdf-viewer\/core|@statelyai\/inspect|world-atlas)(\/|$)/;

function browserOnly({ request }: { request?: string }, callback: (err?: Error | null, result?: string) => void): void {
  if (request && BROWSER_ONLY.test(request) && !request.endsWith('.css')) callback(null, `commonjs ${request}`);
  else callback();
}

export function ssrConfig(
  root: string,
  production: boolean,
  define: Record<string, string>,
  alias: Record<string, string>,
): webpack.Configuration {
  return {
    name: 'ssr',
    mode: production ? 'production' : 'development',
    context: root,
    target: 'node20',
    entry: { ssr: './src/ssr/render.tsx' },
    output: {
      path: path.join(root, 'dist/server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // The browser builds' manifests (the site's, the staff console's: webpack.admin.ts) stay.
      clean: { keep: /(client|admin)-manifest\.json$/ },
    },
    externals: [browserOnly],
    // Node's export conditions pick react-router's development build: the client's alias picks the other.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'esnext' } },
          },
        },
      ],
    },
    plugins: [
      // The browser loads the styles (the server links them in <head>); here a stylesheet import is empty.
      new webpack.NormalModuleReplacementPlugin(/\.css$/, 'data:text/javascript,'),
      // Lazy pages are merged into the one file: the server has no chunk loading to do.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin(define),
    ],
    // Readable stack traces in the server's log; size does not matter here.
    optimization: { minimize: false, moduleIds: 'named' },
    devtool: false,
    performance: { hints: false },
  };
}

export interface ChunkFiles {
  js: string[];
  css: string[];
}

/**
 * Writes dist/server/client-manifest.json: for the entry and each named chunk group (webpackChunkName, one
 * per feature), the script and stylesheet files it loads, as URLs. The server links a page's stylesheets in
 * its <head> (no flash of unstyled content before the scripts run) and its scripts as deferred scripts.
 */
export class ClientManifestPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('ClientManifestPlugin', (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const manifest: Record<string, ChunkFiles> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).map((f) => publicPath + f);
        manifest[name] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
