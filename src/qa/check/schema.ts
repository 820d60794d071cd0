// Small validators for an imported state file (docs/qa.md "What an import is checked against"). Each takes
// an unknown value and returns a clean copy holding only the fields it knows, or throws Invalid with the path
// and the problem in words support staff can read ("context.items has 5 entries; at most 3").

export class Invalid extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path || 'the value'} ${problem}`);
  }
}

export type Check<T> = (value: unknown, path: string) => T;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Backslashes and control characters: browsers drop or reread them in addresses ('/\host' is '//host'). */
export function unsafeInAddress(text: string): boolean {
  for (const c of text) if (c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) return true;
  return false;
}

/** A name from the file, short enough for a message. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

export function text(max: number): Check<string> {
  return (v, path) => {
    if (typeof v !== 'string') throw new Invalid(path, 'is not text');
    if (v.length > max) throw new Invalid(path, `is ${v.length} characters long; at most ${max}`);
    return v;
  };
}

export function num(min: number, max: number): Check<number> {
  return (v, path) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Invalid(path, 'is not a number');
    if (v < min || v > max) throw new Invalid(path, `is ${v}; it must be between ${min} and ${max}`);
    return v;
  };
}

export function int(min: number, max: number): Check<number> {
  const range = num(min, max);
  return (v, path) => {
    if (!Number.isInteger(v)) throw new Invalid(path, 'is not a whole number');
    return range(v, path);
  };
}

/** Ids of the catalog and the dealers: positive whole numbers. */
export const id = int(1, 2 ** 31 - 1);

export const bool: Check<boolean> = (v, path) => {
  if (typeof v !== 'boolean') throw new Invalid(path, 'is not true or false');
  return v;
};

export function oneOf<T extends string | number | boolean>(values: readonly T[]): Check<T> {
  return (v, path) => {
    if (!values.includes(v as T)) throw new Invalid(path, `is not one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
    return v as T;
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (v, path) => (v === null ? null : check(v, path));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (v, path) => (v === undefined ? undefined : check(v, path));
}

/** A field that older exports lack: `fallback` then. */
export function orElse<T>(check: Check<T>, fallback: T): Check<T> {
  return (v, path) => (v === undefined ? fallback : check(v, path));
}

export function list<T>(item: Check<T>, max: number): Check<T[]> {
  return (v, path) => {
    if (!Array.isArray(v)) throw new Invalid(path, 'is not a list');
    if (v.length > max) throw new Invalid(path, `has ${v.length} entries; at most ${max}`);
    return v.map((x, i) => item(x, at(path, i)));
  };
}

/** An object used as a map (keys from data): at most `maxKeys` keys of at most 200 characters. */
export function record<T>(item: Check<T>, maxKeys: number): Check<Record<string, T>> {
  return (v, path) => {
    if (!isObject(v)) throw new Invalid(path, 'is not an object');
    const entries = Object.entries(v);
    if (entries.length > maxKeys) throw new Invalid(path, `has ${entries.length} entries; at most ${maxKeys}`);
    const out: Record<string, T> = {};
    for (const [key, value] of entries) {
      if (key.length > 200) throw new Invalid(path, `has a key of ${key.length} characters`);
      out[key] = item(value, at(path, key));
    }
    return out;
  };
}

type Shape = Record<string, Check<unknown>>;
type Result<C> = C extends Check<infer T> ? T : never;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Result<S[K]> ? K : never }[keyof S];
type Out<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Result<S[K]> } & {
  [K in OptionalKeys<S>]?: Exclude<Result<S[K]>, undefined>;
};

/** An object with the fields of `shape` (others are left out of the copy; an undefined field is left out). */
export function object<S extends Shape>(shape: S): Check<Out<S>> {
  return (v, path) => {
    if (!isObject(v)) throw new Invalid(path, 'is not an object');
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const value = check(v[key], at(path, key));
      if (value !== undefined) out[key] = value;
    }
    return out as Out<S>;
  };
}

/** The first check that accepts the value; else the `problem`. */
export function either<A, B>(a: Check<A>, b: Check<B>, problem: string): Check<A | B> {
  return (v, path) => {
    try {
      return a(v, path);
    } catch {
      try {
        return b(v, path);
      } catch {
        throw new Invalid(path, problem);
      }
    }
  };
}

/** `check`, then a rule between its fields (null when it holds, else the problem). */
export function refine<T>(check: Check<T>, rule: (value: T) => string | null): Check<T> {
  return (v, path) => {
    const value = check(v, path);
    const problem = rule(value);
    if (problem) throw new Invalid(path, problem);
    return value;
  };
}
