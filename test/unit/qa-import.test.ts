import { EXPORT_FORMAT, FORMAT_VERSION } from '../../src/qa/format';
import { pendingSnapshotsOf, readStateExport } from '../../src/qa/import';
import { mergeImportedState } from '../../src/qa/restore';
import { makeStore } from '../../src/app/store';

const valid = {
  format: EXPORT_FORMAT,
  formatVersion: FORMAT_VERSION,
  app: { version: '0.1.0', commit: 'abc1234' },
  exportedAt: '2026-01-01T00:00:00.000Z',
  url: 'http://localhost/tires',
  route: { pathname: '/tires', search: '', hash: '', state: null },
  redux: {},
  machines: [{ key: 'compareSelection', machineId: 'compareSelection', snapshot: { status: 'active', value: 'picking', context: { tireIds: [] }, children: {}, historyValue: {} }, events: [], eventsComplete: true }],
  consoleErrors: [],
};
const text = (over: Record<string, unknown>) => JSON.stringify({ ...valid, ...over });
const message = (t: string) => {
  const r = readStateExport(t);
  return r.ok ? 'ok' : r.message;
};

describe('reading an export file', () => {
  it('accepts a valid export and arms its snapshots by key', () => {
    const r = readStateExport(JSON.stringify(valid));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(pendingSnapshotsOf(r.doc.machines)).toEqual({
      compareSelection: {
        machineId: 'compareSelection',
        snapshot: { status: 'active', value: 'picking', context: { tireIds: [] }, children: {}, historyValue: {} },
        events: [],
        eventsComplete: true,
      },
    });
    expect(r.notes).toEqual([]);
    expect(r.doc.storage).toEqual({ local: {}, session: {} });
  });

  it.each([
    ['truncated', JSON.stringify(valid).slice(0, 80), /not complete JSON: it may be truncated/],
    ['empty', '', /not complete JSON/],
    ['malformed', '{format: basalt}', /not complete JSON/],
    ['an array', '[]', /not a Basalt state export/],
    ['another format', text({ format: 'redux-devtools' }), /not a Basalt state export/],
    ['no version', text({ formatVersion: undefined }), /no valid format version/],
    ['a fractional version', text({ formatVersion: 1.5 }), /no valid format version/],
    ['a newer version', text({ formatVersion: FORMAT_VERSION + 1 }), /format version 2, newer than this site reads \(version 1\).*0\.1\.0\+abc1234/],
    ['an outside address', text({ route: { pathname: '//evil.example/x', search: '', hash: '' } }), /a page address outside this site/],
    ['no redux state', text({ redux: null }), /no Redux state/],
    ['no machine list', text({ machines: {} }), /no machine list/],
    ['a machine without key', text({ machines: [{ machineId: 'x', snapshot: {}, events: [] }] }), /machine 1 has no key/],
    ['a broken event log', text({ machines: [{ key: 'k', machineId: 'x', snapshot: {}, events: [{}] }] }), /"k" has a broken event log/],
  ])('refuses %s with a clear message', (_name, input, expected) => {
    expect(message(input)).toMatch(expected);
  });
});

describe('merging an imported store state', () => {
  it('keeps this site config, drops in-flight queries and mutations, keeps the middleware bookkeeping', () => {
    const current = makeStore().getState();
    const merged = mergeImportedState(current, {
      config: { brand: 'Other' },
      ui: { tireFinderRequests: 2 },
      siteApi: {
        queries: {
          'a(undefined)': { status: 'fulfilled', data: 1 },
          'b(undefined)': { status: 'pending' },
          'c(undefined)': { status: 'rejected', error: {} },
        },
        mutations: { x: { status: 'pending' } },
        config: { middlewareRegistered: 'conflict' },
      },
    });
    expect(merged.config).toEqual(current.config);
    // An export without `serviceFailed` (made before it existed) keeps this tab's.
    expect(merged.ui).toEqual({ tireFinderRequests: 2, serviceFailed: false });
    expect(Object.keys(merged.siteApi!.queries)).toEqual(['a(undefined)', 'c(undefined)']);
    expect(merged.siteApi!.mutations).toEqual({});
    expect(merged.siteApi!.config).toEqual(current.siteApi!.config);
    expect(merged.preferences).toEqual(current.preferences);
  });
});
