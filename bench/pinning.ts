// On a machine with 2 or more cores a bench pins the server to core 0 and every wrk to the others (taskset), so
// the load generator (a Lua script costs CPU) does not take the server's core: the figures are the server's.
import { execFile, spawnSync } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

/** Pins process `pid` (all its threads) to core 0 when the machine has a core to spare for the load. */
export function pinServer(pid: number | undefined): boolean {
  if (pid === undefined || os.cpus().length < 2 || spawnSync('taskset', ['--version']).error !== undefined) return false;
  return spawnSync('taskset', ['-a', '-cp', '0', String(pid)]).status === 0;
}

/** wrk with `args`, on the cores other than 0 when the server is pinned; its standard output. */
export const runWrk = (args: string[], pinned: boolean) =>
  promisify(execFile)(pinned ? 'taskset' : 'wrk', pinned ? ['-c', `1-${os.cpus().length - 1}`, 'wrk', ...args] : args, {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  }).then((r) => r.stdout);

/** A wrk Lua `request` that sends the requests an `init` made into `reqs`, in turn, round and round. */
export const CYCLE_REQUESTS = `local i = 0
request = function()
  i = i + 1
  if i > #reqs then i = 1 end
  return reqs[i]
end`;

/** A wrk Lua script that sends GETs of `urls` in turn, round and round; formatted once (wrk.format), since
 * per-request Lua would take the generator's core. */
export function urlCycleScript(urls: readonly string[]): string {
  const list = urls.map((u) => JSON.stringify(u)).join(',\n');
  return `
local paths = {
${list}
}
local reqs = {}
init = function()
  for i, p in ipairs(paths) do
    reqs[i] = wrk.format("GET", p, { ["Accept-Encoding"] = "gzip, br" })
  end
end
${CYCLE_REQUESTS}
`;
}
