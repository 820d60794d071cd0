// The first admin (issue 20): while the site has no admin, every start prints a one-time link that creates one
// (`npm run staff -- setup-link` prints another, also while the site runs). The link goes to standard error,
// for whoever started the site, never into the log lines.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { localUrl } from '../admin/local-access';
import { hasActiveAdmin } from './accounts';
import { createLink } from './links';

export function setupMessage(url: string, expiresAt: string): string {
  return `\nThe staff console has no admin yet. Open this link once, before ${expiresAt}, to create the first admin account:\n  ${url}\n(npm run staff -- setup-link prints a new one.)\n\n`;
}

export async function printSetupLink(app: FastifyInstance, config: Config): Promise<void> {
  if (await hasActiveAdmin(app.database)) return;
  const link = await createLink(app.database, 'first-admin', null);
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const origin = config.publicOrigin ?? localUrl(config.host, port);
  process.stderr.write(setupMessage(`${origin}${link.path}`, link.expiresAt));
}
