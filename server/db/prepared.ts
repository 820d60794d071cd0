// Prepared statements for the server's hottest reads (the header search). On PGlite a `query` with parameters is
// six round trips into its WebAssembly (parse, describe, bind, describe, execute, sync) and parses the SQL again
// each time: ~0.5 ms a search, where one round trip of bind, execute and sync to a statement parsed once takes
// ~0.3 ms (docs/performance.md, 2026-11-29). Values are sent as text parameters, never in the SQL.
//
// On PostgreSQL the statement is sent unnamed, as every other query: a named one would be remembered per pooled
// connection by `pg`, and behind a pooler in transaction mode (docs/deployment.md) its Bind could reach a server
// connection that never saw its Parse. Native parsing costs little there.
import { PGlite, protocol, types } from '@electric-sql/pglite';
import { types as pgTypes, type CustomTypesConfig, type Pool } from 'pg';

/** Runs a prepared statement with its parameters (as text, null for NULL) and gives its rows. */
export type PreparedQuery<T> = (values: readonly (string | null)[]) => Promise<T[]>;

interface Field {
  name: string;
  dataTypeID: number;
}

interface BackendMessage {
  name: string;
  fields?: (string | null)[] | Field[];
}

const { serialize } = protocol;

/** Errors after which the statement is parsed again: it no longer exists, or its result columns changed. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The backend's messages; an error answer rejects with PGlite's own DatabaseError (code, routine, ...). */
function messagesOf(raw: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  let error: Error | null = null;
  new protocol.Parser().parse(raw, (m) => {
    if (m instanceof Error) error ??= m;
    else messages.push(m as unknown as BackendMessage);
  });
  if (error) throw error;
  return messages;
}

/**
 * PGlite: the statement is parsed (its result columns described) on the first call, then each call is one bind,
 * execute and sync. Both hold PGlite's own locks as `query` does (the transaction's, then the query's), so a call
 * never runs inside another caller's open transaction; like `query`, it must not be called from inside one.
 */
export function pglitePrepared<T>(client: PGlite, name: string, text: string): PreparedQuery<T> {
  let columns: Promise<Field[]> | null = null;
  const exclusive = <R>(fn: () => Promise<R>): Promise<R> => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));
  const raw = (message: Uint8Array) => client.execProtocolRaw(message, { syncToFs: false });
  const prepare = (again: boolean): Promise<Field[]> => {
    if (columns !== null && !again) return columns;
    const parse = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()];
    // Closing a statement that does not exist is no error.
    const made = exclusive(async () => {
      const messages = messagesOf(await raw(concat(again ? [serialize.close({ type: 'S', name }), ...parse] : parse)));
      return (messages.find((m) => m.name === 'rowDescription')?.fields ?? []) as Field[];
    });
    // A statement that failed to prepare (its function not made yet, say) is prepared again by the next call.
    made.catch(() => {
      if (columns === made) columns = null;
    });
    return (columns = made);
  };
  const run = async (values: readonly (string | null)[], again: boolean): Promise<T[]> => {
    const fields = await prepare(again);
    const message = concat([serialize.bind({ statement: name, values: [...values] }), serialize.execute({}), serialize.sync()]);
    const messages = messagesOf(await exclusive(() => raw(message)));
    return messages
      .filter((m) => m.name === 'dataRow')
      .map((m) => Object.fromEntries((m.fields as (string | null)[]).map((value, i) => [fields[i]!.name, types.parseType(value, fields[i]!.dataTypeID, client.parsers)])) as T);
  };
  return async (values) => {
    await client._checkReady();
    try {
      return await run(values, false);
    } catch (err) {
      // Its table or function changed under it (a migration): parsed once more, then as the database answers.
      if (STALE_STATEMENT.has((err as { code?: string }).code ?? '')) return run(values, true);
      throw err;
    }
  };
}

/** PostgreSQL: an unnamed parameterised query, with the types every other query of the site gives as text. */
export function postgresPrepared<T>(pool: Pool, textTypes: ReadonlySet<number>, text: string): PreparedQuery<T> {
  const parsers = { getTypeParser: (oid: number) => (textTypes.has(oid) ? (value: string) => value : pgTypes.getTypeParser(oid)) } as CustomTypesConfig;
  return async (values) => (await pool.query({ text, values: [...values], types: parsers })).rows as T[];
}

/** One statement a name on a handle: the same name again gives the same query, another text under it is a bug. */
export function preparedRegistry(make: <T>(name: string, text: string) => PreparedQuery<T>): <T>(name: string, text: string) => PreparedQuery<T> {
  const made = new Map<string, { text: string; query: PreparedQuery<unknown> }>();
  return <T>(name: string, text: string): PreparedQuery<T> => {
    const known = made.get(name);
    if (known && known.text !== text) throw new Error(`a prepared statement named ${name} exists with another text`);
    if (known) return known.query as PreparedQuery<T>;
    const query = make<T>(name, text);
    made.set(name, { text, query: query as PreparedQuery<unknown> });
    return query;
  };
}
