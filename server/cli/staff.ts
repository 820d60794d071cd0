// npm run staff -- setup-link                                   a one-time link that creates the first admin (only while there is none)
// npm run staff -- invite <email> --name "<name>" --role admin|editor|sales   an account, and the link that sets its password
// npm run staff -- reset <email>                                clears a password, ends its sessions, prints a new link
// npm run staff -- list                                         every account: role, status
// Through the running server's admin API while it owns the PGlite folder, else on the database directly.
// Exit status 0 when done, 1 when refused, 2 on a usage error (./cli-support.ts). docs/staff-console.md.
import os from 'node:os';
import { loadConfig, type Config } from '../config';
import { option, runCli, UsageError } from './cli-support';
import { openDatabase, type Database } from '../db/database';
import { reportRefusal, runningServer, type RunningServer } from './admin-client';
import { accountByEmail, createAccount, hasActiveAdmin, listAccounts, publicAccount, setPasswordHash, AccountRefused } from '../staff/accounts';
import { createLink } from '../staff/links';
import { localUrl } from '../admin/local-access';
import type { StaffAccount, StaffLink } from '../../src/contract/staff';

const USAGE = 'usage: npm run staff -- setup-link | invite <email> --name "<name>" --role admin|editor|sales | reset <email> | list';

interface Operations {
  setupLink(): Promise<StaffLink>;
  invite(email: string, name: string, role: string): Promise<{ account: StaffAccount; link: StaffLink }>;
  reset(email: string): Promise<{ account: StaffAccount; link: StaffLink }>;
  list(): Promise<StaffAccount[]>;
}

function direct(database: Database, config: Config): Operations {
  const origin = config.publicOrigin ?? localUrl(config.host, config.port);
  const linkOf = (l: { path: string; expiresAt: string }) => ({ url: `${origin}${l.path}`, expiresAt: l.expiresAt });
  return {
    async setupLink() {
      if (await hasActiveAdmin(database)) throw new AccountRefused('There is an admin already: an admin invites staff from the console.');
      return linkOf(await createLink(database, 'first-admin', null));
    },
    async invite(email, name, role) {
      const account = await createAccount(database, { email, name, role, createdBy: `cli (${os.userInfo().username})` });
      return { account: publicAccount(account), link: linkOf(await createLink(database, 'invite', account.id)) };
    },
    async reset(email) {
      const account = await accountByEmail(database, email);
      if (!account) throw new AccountRefused(`There is no account for ${email}.`);
      await setPasswordHash(database, account.id, null);
      return { account: publicAccount({ ...account, password_hash: null }), link: linkOf(await createLink(database, 'reset', account.id)) };
    },
    list: () => listAccounts(database),
  };
}

const json = (body: object) => ({ bytes: JSON.stringify(body), type: 'application/json' });

function remote(server: RunningServer): Operations {
  const accounts = async () => (await server.call('GET', '/staff')).json<{ accounts: StaffAccount[] }>().accounts;
  return {
    setupLink: async () => (await server.call('POST', '/staff/setup-link')).json<{ link: StaffLink }>().link,
    invite: async (email, name, role) => (await server.call('POST', '/staff', json({ email, name, role }))).json(),
    async reset(email) {
      const account = (await accounts()).find((a) => a.email === email.trim().toLowerCase());
      if (!account) throw new AccountRefused(`There is no account for ${email}.`);
      return (await server.call('POST', `/staff/${account.id}/reset`)).json();
    },
    list: accounts,
  };
}

async function run(ops: Operations, command: string, email: string | undefined, argv: string[]): Promise<void> {
  if (command === 'setup-link') {
    const link = await ops.setupLink();
    console.log(`Open this link once, before ${link.expiresAt}, to create the first admin account:\n${link.url}`);
  } else if (command === 'invite' || command === 'reset') {
    const { account, link } = command === 'invite' ? await ops.invite(email!, option(argv, '--name') ?? '', option(argv, '--role') ?? '') : await ops.reset(email!);
    console.log(`${account.name} <${account.email}> (${account.role}): pass on this one-time link, valid until ${link.expiresAt}:\n${link.url}`);
  } else {
    const accounts = await ops.list();
    if (accounts.length === 0) console.log('No staff accounts yet.');
    for (const a of accounts) console.log(`${a.email}  ${a.name}  ${a.role}  ${a.status}  last seen ${a.lastSeenAt ?? 'never'}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!['setup-link', 'invite', 'reset', 'list'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  const email = rest[0] !== undefined && !rest[0].startsWith('--') ? rest[0] : undefined;
  if ((command === 'invite' || command === 'reset') && !email) throw new UsageError(`${command} needs an email address`);
  if (command === 'invite' && (option(rest, '--name') === null || option(rest, '--role') === null)) throw new UsageError('invite needs --name and --role');
  const config = loadConfig();
  const server = runningServer(config);
  if (server) return run(remote(server), command!, email, rest);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await run(direct(database, config), command!, email, rest);
  } finally {
    await database.close();
  }
}

runCli(
  () => main(process.argv.slice(2)),
  USAGE,
  (err) => {
    if (err instanceof AccountRefused) {
      console.error(err.message);
      return true;
    }
    return reportRefusal(err);
  },
);
