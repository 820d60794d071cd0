// Helpers of the durability test: a fresh copy of the seeded database (PGlite folder, or a PostgreSQL
// database when DATABASE_URL is set), lead submissions that each carry a unique marker, and clients that
// post them to the real server process from their own loopback addresses (so the per-client rate limit
// sees many visitors, as in production).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../../server/db/database';
import { validContact, validRegistration } from '../../support/leads';
import { TEMPLATE_DB, withDatabaseName } from './pg-names';

export interface Backend {
  kind: 'pglite' | 'postgres';
  /** Environment of the server process: where its data is. */
  env: Record<string, string>;
  /** Opens the data (with PGlite only while no server process has it). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh copy of the seeded test database: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function freshBackend(): Promise<Backend> {
  const id = crypto.randomBytes(6).toString('hex');
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `basalt_test_dur_${id}`;
    const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const databaseUrl = withDatabaseName(url, name);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: databaseUrl },
      open: () => openDatabase({ dataDir: '', databaseUrl }),
      drop: async () => {
        const c = new Client({ connectionString: withDatabaseName(url, 'postgres') });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const template = process.env.BASALT_TEST_TEMPLATE;
  const root = process.env.BASALT_TEST_ROOT;
  if (!template || !root) throw new Error('test database template missing: run through jest (global setup)');
  const dir = path.join(root, `dur-${id}`);
  fs.cpSync(template, dir, { recursive: true });
  return {
    kind: 'pglite',
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir, databaseUrl: null }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export type Outcome = 'pending' | 'ok' | 'refused' | 'lost';

export interface Submission {
  marker: string;
  url: string;
  body: string;
  key: string | null;
  outcome: Outcome;
  status?: number;
  attempts: number;
}

const FORMS = [
  { url: '/website/contact-us', body: (m: string) => ({ data: { ...validContact, comments: `Durability ${m}` } }) },
  { url: '/website/request-consultation', body: (m: string) => ({ data: { ...validContact, comments: `Durability ${m}` } }) },
  { url: '/website/em-track/create', body: (m: string) => ({ ...validRegistration, last_name: `Hopper ${m}` }) },
];

/** `n` submissions, cycling through the three forms; every other one carries an Idempotency-Key. */
export function submissions(n: number, tag: string): Submission[] {
  return Array.from({ length: n }, (_, i) => {
    const form = FORMS[i % FORMS.length]!;
    const marker = `[${tag}-${i}]`;
    return { marker, url: form.url, body: JSON.stringify(form.body(marker)), key: i % 2 === 0 ? `${tag}-key-${i}` : null, outcome: 'pending', attempts: 0 };
  });
}

let nextAddress = 0;
/** A loopback address of its own for every request: 127.1.0.1, 127.1.0.2, ... */
export function loopbackAddress(): string {
  nextAddress += 1;
  return `127.${1 + Math.floor(nextAddress / 65000)}.${Math.floor((nextAddress % 65000) / 250)}.${(nextAddress % 250) + 1}`;
}

/**
 * Posts a submission; resolves with the status, or null when the connection failed (server gone).
 * `onSent` runs once the whole request has been written.
 */
export function post(baseUrl: string, sub: Submission, onSent: () => void = () => undefined): Promise<number | null> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: sub.url,
        localAddress: loopbackAddress(),
        agent: false,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(sub.body),
          ...(sub.key ? { 'idempotency-key': sub.key } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? null));
        res.on('error', () => resolve(null));
      },
    );
    req.on('finish', onSent);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(null));
    req.end(sub.body);
  });
}

/**
 * Sends the queue from `clients` concurrent clients. Once `killAfter` 2xx answers have come back, `kill`
 * runs right after the next request has been sent, so that it hits the server with that request (and
 * usually others) in flight. A client whose connection then fails stops, leaving the rest of the queue
 * unsent.
 */
export async function burst(
  baseUrl: string,
  queue: Submission[],
  clients: number,
  killAfter: number | null,
  kill: () => void,
): Promise<void> {
  let accepted = 0;
  let dead = false;
  const client = async () => {
    while (!dead) {
      const sub = queue.shift();
      if (!sub) return;
      sub.attempts += 1;
      const status = await post(baseUrl, sub, () => {
        if (killAfter !== null && accepted >= killAfter && !dead) {
          dead = true;
          kill();
        }
      });
      if (status === null) {
        sub.outcome = 'lost';
        dead = true;
        return;
      }
      sub.status = status;
      sub.outcome = status >= 200 && status < 300 ? 'ok' : 'refused';
      if (sub.outcome === 'ok') accepted += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}
