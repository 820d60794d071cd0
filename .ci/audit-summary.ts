// `npm audit --omit=dev --json | npx tsx .ci/audit-summary.ts`: the few lines .ci/run prints about the
// production dependencies' advisories (docs/security.md, "pdf.js advisory and the audit"). It never fails the
// run: an advisory is a decision for people (each known one is explained there), and the registry's audit
// endpoint is not always reachable (a read-only registry mirror answers 405), which gets a line saying so.

interface AuditJson {
  error?: { code?: string; summary?: string };
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; range?: string; via: (string | { title?: string; url?: string })[] }>;
}

const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

export function summarize(output: string): string[] {
  let audit: AuditJson;
  try {
    audit = JSON.parse(output) as AuditJson;
  } catch {
    audit = {};
  }
  const counts = audit.metadata?.vulnerabilities;
  if (!counts || audit.error) {
    const why = audit.error?.summary || audit.message || output.trim().split('\n')[0] || 'no answer';
    return [`npm audit: no result, the registry's audit endpoint could not be used (${why.trim()}); see docs/security.md`];
  }
  const total = SEVERITIES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const lines = [`npm audit --omit=dev: ${total} vulnerable packages (${SEVERITIES.map((s) => `${counts[s] ?? 0} ${s}`).join(', ')})`];
  for (const [name, v] of Object.entries(audit.vulnerabilities ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const via = v.via.map((x) => (typeof x === 'string' ? `through ${x}` : `${x.title ?? ''} ${x.url ?? ''}`.trim()));
    lines.push(`  ${name} ${v.range ?? ''} (${v.severity}): ${[...new Set(via)].join('; ')}`);
  }
  return lines;
}

if (require.main === module) {
  const chunks: Buffer[] = [];
  process.stdin.on('data', (c: Buffer) => chunks.push(c));
  process.stdin.on('end', () => console.log(summarize(Buffer.concat(chunks).toString('utf8')).join('\n')));
}
