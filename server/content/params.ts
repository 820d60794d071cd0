// Strapi v5 reads its REST query string with `qs`: `a[b][c]=v` nests, `a[0]=x&a[1]=y` and `a[]=x&a[]=y`
// are lists, and a key given twice (`sort=a&sort=b`) becomes a list of its values. This does the same
// for the parameters the content service knows.

/** A query Strapi would refuse: a 400 with this message (and Strapi's error name, ValidationError unless given). */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly errorName?: string,
  ) {
    super(message);
  }
}

export type Node = string | Node[] | { [key: string]: Node };
type Obj = { [key: string]: Node };

const MAX_DEPTH = 10;
/** qs turns indexes above its arrayLimit into object keys; Strapi sets the limit to 100. */
const MAX_INDEX = 100;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** The elements of a list node (an array, or what qs would read as one), else null. */
export function listOf(node: Node): Node[] | null {
  return Array.isArray(node) ? node : null;
}

function isObj(node: Node | undefined): node is Obj {
  return typeof node === 'object' && !Array.isArray(node);
}

/** Objects whose keys are all indexes (`a[0]`, `a[1]`, `a[]`) become arrays, in index order (qs compacts gaps). */
function toLists(node: Node): Node {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(toLists);
  const keys = Object.keys(node);
  const indexed = keys.length > 0 && keys.every((k) => /^\d{1,3}$/.test(k) && Number(k) <= MAX_INDEX);
  if (indexed) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toLists(node[k]!));
  return Object.fromEntries(keys.map((k) => [k, toLists(node[k]!)]));
}

/** Query pairs into a tree, the way qs reads them. */
export function parseBrackets(search: URLSearchParams): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of search) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) throw new QueryError(`Invalid query parameter ${rawKey}`);
    const path = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)];
    if (path.length > MAX_DEPTH) throw new QueryError(`Query parameter ${rawKey} is nested too deeply`);
    // qs drops these rather than touch Object.prototype; here they are refused.
    if (path.some((k) => FORBIDDEN.has(k))) throw new QueryError(`Invalid query parameter ${rawKey}`);
    let node: Obj = root;
    path.forEach((key, i) => {
      const k = key === '' ? String(Object.keys(node).length) : key;
      const current = Object.hasOwn(node, k) ? node[k] : undefined;
      if (i === path.length - 1) {
        if (current === undefined) node[k] = value;
        else if (typeof current === 'string') node[k] = [current, value];
        else if (Array.isArray(current)) current.push(value);
        else throw new QueryError(`Invalid query parameter ${rawKey}: it is also given with brackets`);
        return;
      }
      if (current === undefined) node = node[k] = {};
      else if (isObj(current)) node = current;
      else throw new QueryError(`Invalid query parameter ${rawKey}: it is also given without brackets`);
    });
  }
  return Object.fromEntries(Object.entries(root).map(([k, v]) => [k, toLists(v)]));
}
