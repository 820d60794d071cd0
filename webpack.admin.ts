// The staff console (src/admin, issue 20) is a third entry of the browser build, `admin`, that no public page
// loads: index.html leaves it out (excludeChunks), and the chunk splitting below keeps its modules out of every
// chunk a public page loads. The public chunks are split exactly as without the console:
// - `vendor` (the public first route's libraries) takes only modules the `main` entry itself has; the console
//   loads that same file (long cached) and keeps what only it uses (RTK Query's React part, …) to itself;
// - webpack's two default groups run on the public chunks only, and two groups of the same shape run on the
//   console's chunks only: a module both use is copied, never shared through a chunk of both.
// .ci/budget.ts checks the result on the built site (no console code in what the home page loads).
import webpack from 'webpack';

export const ADMIN_ENTRY = 'admin';

type Chunk = webpack.Chunk;
type ChunkGroup = webpack.ChunkGroup;

/** The names of the entries a chunk is loaded from (through the lazy imports in between). */
function entriesOf(chunk: Chunk): Set<string> {
  const names = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    if (group.isInitial() && group.name) names.add(group.name);
    for (const parent of group.getParents()) visit(parent);
  };
  for (const group of chunk.groupsIterable) visit(group);
  return names;
}

/** A chunk only the console loads: its entry, or a lazy chunk only the console imports. */
export function consoleOnly(chunk: Chunk): boolean {
  const entries = entriesOf(chunk);
  return entries.size > 0 && [...entries].every((name) => name === ADMIN_ENTRY);
}

const publicChunk = (chunk: Chunk) => !consoleOnly(chunk);

/** A module the public entry `main` has (before splitting: the chunks webpack built for the entries). */
function inMainEntry(module: webpack.Module, chunkGraph: webpack.ChunkGraph): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'main') return true;
  return false;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/i;

/** optimization.splitChunks of the browser build, `vendorTest` naming the packages of the public vendor chunk. */
export function splitChunks(vendorTest: RegExp): NonNullable<webpack.Configuration['optimization']>['splitChunks'] {
  return {
    chunks: 'all',
    cacheGroups: {
      vendor: {
        test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
          vendorTest.test(module.nameForCondition() ?? '') && inMainEntry(module, chunkGraph),
        name: 'vendor',
        chunks: 'initial',
        priority: 20,
        enforce: true,
      },
      // webpack's defaults (lib/config/defaults.js), on the public chunks only.
      defaultVendors: { idHint: 'vendors', reuseExistingChunk: true, test: NODE_MODULES, priority: -10, chunks: publicChunk },
      default: { idHint: '', reuseExistingChunk: true, minChunks: 2, priority: -20, chunks: publicChunk },
      // The same two among the console's chunks.
      adminVendors: { idHint: 'admin-vendors', reuseExistingChunk: true, test: NODE_MODULES, priority: -10, chunks: consoleOnly },
      adminShared: { idHint: 'admin-shared', reuseExistingChunk: true, minChunks: 2, priority: -20, chunks: consoleOnly },
    },
  };
}
