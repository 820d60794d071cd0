// Named prepared statements for the server's hottest reads (the header search): parsed and planned once per
// connection, each call one bind and execute. On PGlite a `query` with parameters is six round trips into its
// WebAssembly (parse, describe, bind, describe, execute, sync) and parses the SQL again each time: ~0.5 ms a
// search, where one round trip of bind, execute and sync to a statement parsed once takes ~0.3 ms
// (docs/performance.md, 2026-11-29). Values are sent as text parameters, never in the SQL.
import { PGlite, protocol, types, type ParserOptions } from '@electric-sql/pglite';
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
  message?: string;
  code?: string;
}

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The backend's messages; an error answer becomes a rejected promise with Postgres' message and code. */
function messagesOf(raw: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(raw, (m) => messages.push(m as unknown as BackendMessage));
  const error = messages.find((m) => m.name === 'error');
  if (error) throw Object.assign(new Error(error.message ?? 'the database refused the query'), { code: error.code });
  return messages;
}

/**
 * PGlite: the statement is parsed (with its result columns described) on the first call, then each call is one
 * bind, execute and sync. Both hold PGlite's own locks as `query` does (the transaction's, then the query's), so a
 * call never runs inside another caller's open transaction.
 */
export function pglitePrepared<T>(client: PGlite, parsers: ParserOptions, name: string, text: string): PreparedQuery<T> {
  let columns: Promise<Field[]> | null = null;
  const exclusive = <R>(fn: () => Promise<R>): Promise<R> => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));
  const raw = (message: Uint8Array) => client.execProtocolRaw(message, { syncToFs: false });
  const prepare = (): Promise<Field[]> => {
    columns ??= exclusive(async () => {
      const messages = messagesOf(await raw(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()])));
      const description = messages.find((m) => m.name === 'rowDescription');
      return (description?.fields ?? []) as Field[];
    });
    // A statement that failed to prepare (its function not made yet, say) is prepared again by the next call.
    columns.catch(() => (columns = null));
    return columns;
  };
  return async (values) => {
    const fields = await prepare();
    const message = concat([serialize.bind({ statement: name, values: [...values] }), serialize.execute({}), serialize.sync()]);
    const messages = messagesOf(await exclusive(() => raw(message)));
    return messages
      .filter((m) => m.name === 'dataRow')
      .map((m) => Object.fromEntries((m.fields as (string | null)[]).map((value, i) => [fields[i]!.name, types.parseType(value, fields[i]!.dataTypeID, parsers)])) as T);
  };
}

/** PostgreSQL: `pg` prepares a named statement once on each pooled connection; the same parsers as `parsers`. */
export function postgresPrepared<T>(pool: Pool, textTypes: ReadonlySet<number>, name: string, text: string): PreparedQuery<T> {
  const parsers = { getTypeParser: (oid: number) => (textTypes.has(oid) ? (value: string) => value : pgTypes.getTypeParser(oid)) } as CustomTypesConfig;
  return async (values) => (await pool.query({ name, text, values: [...values], types: parsers })).rows as T[];
}
