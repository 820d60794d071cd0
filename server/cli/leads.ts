// npm run leads -- export --type contact|consultation|emtrack [--since DATE]   CSV on standard output
//   [--diagnostics DIR]   also write each contact / consultation lead's diagnostic information as DIR/<id>.json
// npm run leads -- drain                                                       send queued notifications (SMTP_URL)
// With PGlite, stop the server first: one process owns a PGlite data folder at a time.
import { loadConfig } from '../config';
import { option, runCli, UsageError } from './cli-support';
import { openDatabase } from '../db/database';
import { exportLeadDiagnostics, exportLeadsCsv, KINDS_WITH_DIAGNOSTICS } from '../leads/export';
import { createMailer } from '../leads/mailer';
import { loadMailSettings } from '../leads/mail-settings';
import { drainOutbox, outboxCounts } from '../leads/outbox';
import { LEAD_KINDS, type LeadKind } from '../leads/types';

const USAGE =
  'usage: npm run leads -- export --type contact|consultation|emtrack [--since YYYY-MM-DD] [--diagnostics DIR]\n' +
  '       npm run leads -- drain';


function parseSince(raw: string | null): Date | null {
  if (raw === null) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00Z`) : new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since must be a date such as 2026-01-31 (or an ISO date-time), got "${raw}"`);
  }
  return date;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === 'export') {
    const type = option(rest, '--type');
    if (!type || !LEAD_KINDS.includes(type as LeadKind)) throw new UsageError('--type must be contact, consultation or emtrack');
    const since = parseSince(option(rest, '--since'));
    const diagnosticsDir = option(rest, '--diagnostics');
    if (diagnosticsDir !== null && !KINDS_WITH_DIAGNOSTICS.includes(type as LeadKind)) {
      throw new UsageError('--diagnostics is only for contact and consultation requests');
    }
    const database = await openDatabase(config);
    try {
      await database.migrate();
      process.stdout.write(await exportLeadsCsv(database, type as LeadKind, since));
      if (diagnosticsDir !== null) {
        const files = await exportLeadDiagnostics(database, type as LeadKind, since, diagnosticsDir);
        console.error(`wrote ${files.length} diagnostic file(s) to ${diagnosticsDir}`);
      }
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'drain') {
    if (!config.smtpUrl) throw new UsageError('drain needs SMTP_URL (smtp://... or smtps://...)');
    const mailer = createMailer(config.smtpUrl, loadMailSettings().from);
    const database = await openDatabase(config);
    try {
      await database.migrate();
      const result = await drainOutbox(database, mailer.send);
      const counts = await outboxCounts(database);
      console.error(`sent ${result.sent}, failed ${result.failed} (will be retried), still queued ${counts.pending}`);
    } finally {
      mailer.close();
      await database.close();
    }
    return;
  }
  throw new UsageError(command ? `unknown command "${command}"` : 'a command is needed');
}

runCli(() => main(process.argv.slice(2)), USAGE);
