// npm run dealers -- export <file.csv|file.xlsx>                   the published dealers (docs/dealers-format.md)
// npm run dealers -- import <file.csv|file.xlsx> [--dry-run] [--based-on <version|none>]
//                                                                 check, show the difference, publish (unless --dry-run)
// npm run dealers -- rollback                                      undo the last publish
// npm run dealers -- history                                       every version, newest first
// Through the running server's admin API while it owns the PGlite folder (./admin-client.ts), else on the
// database directly. Exit status 0 when done, 1 when refused (every problem printed), 2 on a usage error.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { listDatasetVersions, type DatasetVersionInfo } from '../admin/dataset-versions';
import { formatDealerDiff } from '../dealers/exchange';
import { dealerDataset, exportDealers, importDealers, readDealers, rollbackDealers } from '../dealers/publish';
import { reportRefusal, runningServer, type RunningServer } from './admin-client';
import { basedOnOption, runCli, UsageError, withoutValued } from './cli-support';

const USAGE = 'usage: npm run dealers -- export <file.csv|.xlsx> | import <file.csv|.xlsx> [--dry-run] [--based-on <version|none>] | rollback | history';

interface Outcome {
  comparedWith: number | null;
  summary: string;
  published: number | null;
}

interface Operations {
  export(format: 'csv' | 'xlsx'): Promise<Uint8Array>;
  import(bytes: Uint8Array, name: string, dryRun: boolean, basedOn: number | null | undefined): Promise<Outcome>;
  rollback(): Promise<{ published: number; from: number }>;
  history(): Promise<DatasetVersionInfo[]>;
}

function remote(server: RunningServer): Operations {
  return {
    export: async (format) => new Uint8Array((await server.call('GET', `/dealers/export?format=${format}`)).body),
    import: async (bytes, name, dryRun, basedOn) => {
      const query = new URLSearchParams({ dryRun: String(dryRun), file: name });
      if (basedOn !== undefined) query.set('basedOn', basedOn === null ? 'none' : String(basedOn));
      const type = name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return (await server.call('POST', `/dealers/import?${query}`, { bytes, type })).json<Outcome>();
    },
    rollback: async () => (await server.call('POST', '/dealers/rollback')).json(),
    history: async () => (await server.call('GET', '/dealers/history')).json<{ versions: DatasetVersionInfo[] }>().versions,
  };
}

async function run(ops: Operations, command: string, file: string | undefined, dryRun: boolean, basedOn: number | null | undefined): Promise<void> {
  if (command === 'export') {
    await fs.writeFile(file!, await ops.export(/\.xlsx$/i.test(file!) ? 'xlsx' : 'csv'));
    console.log(`Wrote the published dealers to ${file}`);
  } else if (command === 'import') {
    const bytes = new Uint8Array(await fs.readFile(file!));
    const outcome = await ops.import(bytes, path.basename(file!), dryRun, basedOn);
    console.log(`Compared with ${outcome.comparedWith === null ? 'the seeded dealers' : `version ${outcome.comparedWith}`}:`);
    console.log(outcome.summary);
    console.log(outcome.published === null ? 'Dry run: nothing was changed.' : `Published as version ${outcome.published}.`);
  } else if (command === 'rollback') {
    const { published, from } = await ops.rollback();
    console.log(`Rolled back: version ${published} is live again (was ${from}).`);
  } else {
    const versions = await ops.history();
    if (versions.length === 0) console.log('No versions yet: the seeded dealers are live and no import was published.');
    for (const v of versions) {
      console.log(`${v.published ? '*' : ' '} ${String(v.id).padStart(4)}  ${v.createdAt}  ${v.createdBy}  ${v.count} dealers  ${v.sourceName}${v.sourceHash ? `  sha256:${v.sourceHash.slice(0, 12)}` : ''}`);
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!['export', 'import', 'rollback', 'history'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  const basedOn = basedOnOption(args);
  const rest = withoutValued(args, ['--based-on']);
  const unknown = rest.find((a) => a.startsWith('--') && a !== '--dry-run');
  if (unknown) throw new UsageError(`unknown option ${unknown}`);
  const file = rest.find((a) => !a.startsWith('--'));
  if ((command === 'export' || command === 'import') && !file) throw new UsageError(`${command} needs a .csv or .xlsx file`);
  if (file && !/\.(csv|xlsx)$/i.test(file)) throw new UsageError('the file must be a .csv or an .xlsx');
  // A refused file is reported before the database (or the server) is asked anything.
  if (command === 'import') await readDealers(new Uint8Array(await fs.readFile(file!)), path.basename(file!));
  const config = loadConfig();
  const server = runningServer(config);
  const dryRun = rest.includes('--dry-run');
  if (server) {
    console.log(`(through the running server at ${server.url})`);
    return run(remote(server), command!, file, dryRun, basedOn);
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const createdBy = `cli (${os.userInfo().username})`;
    await run(
      {
        export: (format) => exportDealers(database.db, format),
        import: async (bytes, name, dry, based) => {
          const o = await importDealers(database, await readDealers(bytes, name), { dryRun: dry, createdBy, ...(based === undefined ? {} : { basedOn: based }) });
          return { comparedWith: o.comparedWith, summary: formatDealerDiff(o.diff), published: o.published ?? null };
        },
        rollback: () => rollbackDealers(database),
        history: () => listDatasetVersions(database, dealerDataset.kind),
      },
      command!,
      file,
      dryRun,
      basedOn,
    );
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)), USAGE, reportRefusal);
