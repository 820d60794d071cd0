// npm run tokens -- create <name> --scopes catalog,dealers,documents,leads   a new admin API token, shown once
// npm run tokens -- list                                                     every token: scopes, created, last use, revoked
// npm run tokens -- revoke <name>                                            refused from its next call on
// npm run tokens -- audit [--limit N]                                        the newest admin API calls (default 50)
// Through the running server's admin API while it owns the PGlite folder, else on the database directly.
// Exit status 0 when done, 1 when refused, 2 on a usage error (./cli-support.ts).
import os from 'node:os';
import { loadConfig } from '../config';
import { option, runCli, UsageError } from './cli-support';
import { openDatabase, type Database } from '../db/database';
import { listAudit, type AuditRow } from '../admin/audit';
import { createToken, listTokens, parseScopes, revokeToken, type TokenInfo } from '../admin/tokens';
import { runningServer, type RunningServer } from './admin-client';

const USAGE =
  'usage: npm run tokens -- create <name> --scopes catalog,dealers,documents,leads | list | revoke <name> | audit [--limit N]';


interface Operations {
  create(name: string, scopes: string): Promise<{ token: TokenInfo; secret: string }>;
  list(): Promise<TokenInfo[]>;
  revoke(name: string): Promise<TokenInfo>;
  audit(limit: number): Promise<AuditRow[]>;
}

const direct = (database: Database): Operations => ({
  create: (name, scopes) => createToken(database, name, parseScopes(scopes), `cli (${os.userInfo().username})`),
  list: () => listTokens(database),
  revoke: (name) => revokeToken(database, name),
  audit: (limit) => listAudit(database, limit),
});

const remote = (server: RunningServer): Operations => ({
  create: async (name, scopes) => (await server.call('POST', '/tokens', { bytes: JSON.stringify({ name, scopes }), type: 'application/json' })).json(),
  list: async () => (await server.call('GET', '/tokens')).json<{ tokens: TokenInfo[] }>().tokens,
  revoke: async (name) => (await server.call('POST', `/tokens/${encodeURIComponent(name)}/revoke`)).json<{ token: TokenInfo }>().token,
  audit: async (limit) => (await server.call('GET', `/audit?limit=${limit}`)).json<{ entries: AuditRow[] }>().entries,
});

async function run(ops: Operations, command: string, name: string | undefined, argv: string[]): Promise<void> {
  if (command === 'create') {
    const { token, secret } = await ops.create(name!, option(argv, '--scopes') ?? '');
    console.log(`Created token "${token.name}" with scopes ${token.scopes.join(', ')}. Its secret, shown this once:\n${secret}`);
  } else if (command === 'revoke') {
    const token = await ops.revoke(name!);
    console.log(`Revoked token "${token.name}" (${token.revokedAt}).`);
  } else if (command === 'list') {
    const tokens = await ops.list();
    if (tokens.length === 0) console.log('No tokens yet.');
    for (const t of tokens) {
      console.log(`${t.name}  [${t.scopes.join(', ')}]  created ${t.createdAt} by ${t.createdBy}  last used ${t.lastUsedAt ?? 'never'}${t.revokedAt ? `  REVOKED ${t.revokedAt}` : ''}`);
    }
  } else {
    for (const e of await ops.audit(Number(option(argv, '--limit') ?? 50))) {
      console.log(`${e.at}  ${e.actor ?? '(no valid token)'}  ${e.method} ${e.route}  ${e.status}  ${JSON.stringify(e.detail)}`);
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!['create', 'list', 'revoke', 'audit'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  const name = rest[0] !== undefined && !rest[0].startsWith('--') ? rest[0] : undefined;
  if ((command === 'create' || command === 'revoke') && !name) throw new UsageError(`${command} needs a token name`);
  if (command === 'create' && option(rest, '--scopes') === null) throw new UsageError('create needs --scopes');
  const limit = option(rest, '--limit');
  if (limit !== null && !/^[1-9]\d{0,2}$|^1000$/.test(limit)) throw new UsageError('--limit is a number from 1 to 1000');
  const config = loadConfig();
  const server = runningServer(config);
  if (server) return run(remote(server), command!, name, rest);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await run(direct(database), command!, name, rest);
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)), USAGE);
