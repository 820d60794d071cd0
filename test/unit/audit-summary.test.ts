// What .ci/run prints about `npm audit --omit=dev` (docs/security.md): the counts and each advisory when the
// registry answers, one line saying why not when it does not; never an exception that would stop CI.
import { summarize } from '../../.ci/audit-summary';

const GHSA = 'https://github.com/advisories/GHSA-wgrm-67xf-hhpq';
// The shape of npm 11's `npm audit --json` (report version 2), trimmed to what the summary reads.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'pdfjs-dist': {
      severity: 'high',
      range: '<=4.1.392',
      via: [{ title: 'PDF.js vulnerable to arbitrary JavaScript execution upon opening a malicious PDF', url: GHSA }],
    },
    '@react-pdf-viewer/core': { severity: 'high', range: '*', via: ['pdfjs-dist'] },
  },
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 2, critical: 0, total: 2 } },
};

describe('the audit summary CI prints', () => {
  it('counts the vulnerable packages by severity and names each advisory', () => {
    expect(summarize(JSON.stringify(report))).toEqual([
      'npm audit --omit=dev: 2 vulnerable packages (0 critical, 2 high, 0 moderate, 0 low, 0 info)',
      '  @react-pdf-viewer/core * (high): through pdfjs-dist',
      `  pdfjs-dist <=4.1.392 (high): PDF.js vulnerable to arbitrary JavaScript execution upon opening a malicious PDF ${GHSA}`,
    ]);
  });

  it('says so when nothing is vulnerable', () => {
    const clean = { vulnerabilities: {}, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } } };
    expect(summarize(JSON.stringify(clean))).toEqual(['npm audit --omit=dev: 0 vulnerable packages (0 critical, 0 high, 0 moderate, 0 low, 0 info)']);
  });

  it('gives one line with the reason when the audit endpoint cannot be used', () => {
    const refused = { message: '405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } };
    expect(summarize(JSON.stringify(refused))).toEqual([
      "npm audit: no result, the registry's audit endpoint could not be used (405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk); see docs/security.md",
    ]);
    expect(summarize('')).toEqual(["npm audit: no result, the registry's audit endpoint could not be used (no answer); see docs/security.md"]);
    expect(summarize('npm error network ETIMEDOUT\nmore')[0]).toContain('(npm error network ETIMEDOUT)');
  });
});
