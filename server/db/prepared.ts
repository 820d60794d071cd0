// Prepared statements for the server's hottest reads (the header search). On PGlite a `query` with parameters is
// six round trips into its WebAssembly (parse, describe, bind, describe, execute, sync) and parses the SQL again
// each time: ~0.5 ms a search, where one round trip of bind, execute and sync to a statement parsed once takes
// ~0.3 ms. The calls made in one turn of the event loop go in as one batch, one round trip for all of them: under
// load that doubled the searches a second (docs/performance.md, 2026-11-29). Values are sent as text parameters,
// never in the SQL.
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

/** One statement's answer in a batch: from its BindComplete to its ReadyForQuery. */
interface Answer {
  /** Its DataRow messages' bodies. */
  rows: Uint8Array[];
  /** The answer's bytes when it holds an ErrorResponse (parsed by PGlite's parser into its DatabaseError). */
  failed: Uint8Array | null;
}

/** The answers to a batch of Bind, Execute, Sync: one per ReadyForQuery ('Z'). */
function answersOf(raw: Uint8Array): Answer[] {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const answers: Answer[] = [];
  let rows: Uint8Array[] = [];
  let failed = false;
  let from = 0;
  for (let at = 0; at + 5 <= raw.length; ) {
    const type = raw[at]!;
    const length = view.getInt32(at + 1);
    if (length < 4 || at + 1 + length > raw.length) throw new Error(`PGlite's answer has a malformed message at byte ${at}`);
    const end = at + 1 + length;
    if (type === 0x44) rows.push(raw.subarray(at + 5, end)); // 'D'
    else if (type === 0x45) failed = true; // 'E'
    else if (type === 0x5a) {
      // 'Z'
      answers.push({ rows, failed: failed ? raw.subarray(from, end) : null });
      rows = [];
      failed = false;
      from = end;
    }
    at = end;
  }
  return answers;
}

const utf8 = new TextDecoder();

/** A DataRow's values: a count, then each as a length (-1 for NULL) and its text. */
function valuesOf(body: Uint8Array): (string | null)[] {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const values: (string | null)[] = [];
  let at = 2;
  for (let n = view.getInt16(0); n > 0; n--) {
    const length = view.getInt32(at);
    at += 4;
    if (length < 0) values.push(null);
    else {
      values.push(utf8.decode(body.subarray(at, at + length)));
      at += length;
    }
  }
  return values;
}

interface Call<T> {
  values: readonly (string | null)[];
  resolve: (rows: T[]) => void;
  reject: (err: unknown) => void;
}

const EXECUTE_SYNC = concat([serialize.execute({}), serialize.sync()]);
/** Calls sent in one trip at most. */
const BATCH_MAX = 32;

/**
 * PGlite: the statement is parsed (its result columns described) on the first call; then the calls made in one
 * turn of the event loop (the requests that arrived together) go to PGlite as one message of a bind, an execute
 * and a sync each. Each stays its own implicit transaction and its own answer (an error in one fails only that
 * one), and a batch is one trip into PGlite's WebAssembly instead of one a call (docs/performance.md, 2026-11-29:
 * ~0.06 ms a search less, and PGlite's caches stay warm across the batch). Both the parse and a batch hold
 * PGlite's own locks as `query` does (the transaction's, then the query's), so a call never runs inside another
 * caller's open transaction; like `query`, it must not be awaited from inside one.
 */
export function pglitePrepared<T>(client: PGlite, name: string, text: string): PreparedQuery<T> {
  let columns: Promise<Field[]> | null = null;
  let queue: Call<T>[] = [];
  const exclusive = <R>(fn: () => Promise<R>): Promise<R> => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn));
  // The stream form: `execProtocolRaw` also parses every answer into PGlite's own list of results, which only its
  // next `query` clears (a search-only load kept every search's messages alive until then).
  const raw = async (message: Uint8Array): Promise<Uint8Array> => {
    const chunks: Uint8Array[] = [];
    // A chunk is a view of PGlite's memory, which the next call overwrites.
    await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
    return chunks.length === 1 ? chunks[0]! : concat(chunks);
  };
  /** The statement's columns, parsing it first if need be; `stale`: the columns a call found out of date. */
  const prepare = (stale: Promise<Field[]> | null): Promise<Field[]> => {
    if (columns !== null && columns !== stale) return columns;
    const again = stale !== null;
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
  const rowOf = (fields: Field[], body: Uint8Array): T =>
    Object.fromEntries(valuesOf(body).map((value, i) => [fields[i]!.name, types.parseType(value, fields[i]!.dataTypeID, client.parsers)])) as T;
  /** Sends a batch; `stale`: the columns its calls found out of date (they are sent once more, parsed again). */
  const send = async (batch: Call<T>[], stale: Promise<Field[]> | null): Promise<void> => {
    const described = prepare(stale);
    try {
      const fields = await described;
      const message = concat(batch.flatMap((call) => [serialize.bind({ statement: name, values: [...call.values] }), EXECUTE_SYNC]));
      const answers = answersOf(await exclusive(() => raw(message)));
      // One answer a call, or none is trusted: a call must never be given its neighbour's rows.
      if (answers.length !== batch.length) throw new Error(`PGlite gave ${answers.length} answers to ${batch.length} statements`);
      const again: Call<T>[] = [];
      batch.forEach((call, i) => {
        try {
          const { rows, failed } = answers[i]!;
          if (failed === null) return call.resolve(rows.map((body) => rowOf(fields, body)));
          messagesOf(failed);
          call.reject(new Error('PGlite answered with an error it did not describe'));
        } catch (err) {
          // Its table or function changed under it (a migration): parsed once more, then as the database answers.
          if (stale === null && STALE_STATEMENT.has((err as { code?: string }).code ?? '')) again.push(call);
          else call.reject(err);
        }
      });
      if (again.length > 0) await send(again, described);
    } catch (err) {
      for (const call of batch) call.reject(err);
    }
  };
  return async (values) => {
    await client._checkReady();
    return new Promise<T[]>((resolve, reject) => {
      // The first call of a turn sends the batch once the turn's other calls are in (setImmediate: after the
      // event loop's I/O callbacks, the requests read with this one).
      if (queue.push({ values, resolve, reject }) > 1) return;
      setImmediate(() => {
        const calls = queue;
        queue = [];
        // At most BATCH_MAX a trip: one synchronous trip into PGlite holds the event loop while it runs.
        for (let from = 0; from < calls.length; from += BATCH_MAX) void send(calls.slice(from, from + BATCH_MAX), null);
      });
    });
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
