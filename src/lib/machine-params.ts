// The find-by-machine page's address (issue 23): ?make=<make> lists a make's models, ?machine=<address> shows one
// machine. Pure: the page reads it, the page cache keys by it (src/ssr/page-key.ts).
import { MACHINE_ID_MAX, MACHINE_ID_PATTERN } from '../contract/machine-id';

const MACHINE_ID = new RegExp(MACHINE_ID_PATTERN);

/** The machine the address names, when it is written as one can be. */
export function machineParam(params: URLSearchParams): string | null {
  const v = params.get('machine');
  return v !== null && v.length <= MACHINE_ID_MAX && MACHINE_ID.test(v) ? v : null;
}

/** The make the address names (trimmed, at most 60 characters), or ''. */
export const makeParam = (params: URLSearchParams): string => [...(params.get('make') ?? '').trim()].slice(0, 60).join('');

/** What the page renders from: the machine (or that an unreadable one was asked for), else the make, case ignored. */
export function machinePageParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.get('machine')) out.set('machine', machineParam(params) ?? '!');
  const make = makeParam(params).toLowerCase();
  if (make) out.set('make', make);
  return out;
}
