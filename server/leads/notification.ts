// The notification of a lead: plain text only (never HTML), every field on its own line as typed, and a line
// saying when the visitor attached diagnostic information (stored with the lead, not mailed).
import type { LeadData, LeadKind, Notification } from './types';
import type { MailSettings } from './mail-settings';

const TITLES: Record<LeadKind, string> = {
  contact: 'Contact request',
  consultation: 'Consultation request',
  emtrack: 'EMTrack sign-up',
};

// Header-safe: no control characters (no header injection through a name), bounded length.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 120);

function attachmentLines(kind: LeadKind, leadId: number, diagnostics: string | null): string[] {
  if (diagnostics === null) return [];
  const kb = Math.max(1, Math.round(Buffer.byteLength(diagnostics) / 1024));
  return [
    '',
    `Diagnostic information: attached by the visitor (${kb} KB, personal data removed), stored with the lead.`,
    `Save it with \`npm run leads -- export --type ${kind} --diagnostics DIR\` and import DIR/${leadId}.json in the site's QA panel.`,
  ];
}

export function leadNotification(
  settings: MailSettings,
  brand: string,
  kind: LeadKind,
  leadId: number,
  data: LeadData,
  diagnostics: string | null = null,
): Notification {
  const who = [data.first_name, data.last_name].filter((v) => typeof v === 'string' && v).join(' ');
  const lines = Object.entries(data).map(([k, v]) => `${k}: ${String(v).replace(/\r?\n/g, '\n    ')}`);
  return {
    recipient: settings.inbox,
    subject: oneLine(`[${brand}] ${TITLES[kind]} #${leadId}${who ? ` from ${who}` : ''}`),
    body: [`${TITLES[kind]} #${leadId} received by the ${brand} website.`, '', ...lines, ...attachmentLines(kind, leadId, diagnostics), ''].join('\n'),
  };
}
