// Import of hostile state files (they reach support from anonymous visitors as diagnostic attachments):
// refused outright when they could only be an attack, otherwise each machine checked against the machine of
// this site it claims to be, and dropped with a reason support reads when it does not fit.
import type { RecordedEvent } from '../../src/actor-runtime/actor-restore';
import type { StateExport } from '../../src/qa/format';
import { pendingSnapshotsOf, readStateExport } from '../../src/qa/import';
import { pick, readSpoiled, snapshotOf, validExport } from './qa-import.fixtures';

let doc: StateExport;
beforeAll(async () => {
  doc = await validExport();
});

const refusal = (spoil: (copy: StateExport) => void) => {
  const r = readSpoiled(doc, spoil);
  return r.ok ? `imported (${r.notes.join('; ')})` : r.message;
};
const notesOf = (spoil: (copy: StateExport) => void) => {
  const r = readSpoiled(doc, spoil);
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return { notes: r.notes, doc: r.doc, keys: r.doc.machines.map((m) => m.key), armed: Object.keys(pendingSnapshotsOf(r.doc.machines)) };
};
const entry = (event: RecordedEvent['event']): RecordedEvent => ({ at: 1, event, source: 'outside' });

it('a real export of every machine imports whole, with nothing left out', () => {
  const r = readStateExport(JSON.stringify(doc));
  expect(r.ok && r.notes).toEqual([]);
  expect(r.ok && Object.keys(pendingSnapshotsOf(r.doc.machines))).toEqual(doc.machines.map((m) => m.key));
  // Every context key the machines have comes back (one dropped quietly would replay another machine).
  const contexts = (machines: { key: string; snapshot: unknown }[]) => machines.map((m) => [m.key, (m.snapshot as { context?: unknown }).context]);
  expect(r.ok && contexts(r.doc.machines)).toEqual(contexts(doc.machines));
});

describe('refused as a whole, the page left as it was', () => {
  it('a "__proto__" key anywhere (prototype pollution)', () => {
    const text = JSON.stringify(doc).replace('"ui":{', '"ui":{"__proto__":{"polluted":true},');
    const r = readStateExport(text);
    expect(r.ok ? 'imported' : r.message).toMatch(/not made by an export: it holds a "__proto__" key \(at redux\.ui\)/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a huge string', () => {
    expect(refusal((d) => void (snapshotOf(d, 'compareSelection').context = { items: [{ ...pick(1), patternName: 'x'.repeat(150_000) }] }))).toMatch(
      /a text of 150,000 characters \(at machines\[0\]\.snapshot\.context\.items\[0\]\.patternName\); no export holds one over 100,000/,
    );
  });

  it('nesting deeper than any export', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(refusal((d) => void (d.components.deep = deep))).toMatch(/nests deeper than any export/);
  });

  it.each([['//evil.example/x'], ['/\\evil.example/x'], ['https://evil.example/'], ['javascript:alert(1)'], ['/tires\u0000x'], ['tires']])(
    'a page address of another origin or scheme: %j',
    (pathname) => {
      expect(refusal((d) => void (d.route.pathname = pathname))).toMatch(/This export has a page address outside this site\./);
    },
  );

  it('a query or hash that is not one', () => {
    expect(refusal((d) => void (d.route.search = '//evil.example'))).toMatch(/no valid page address/);
  });
});

describe('a machine that does not fit is dropped (it starts afresh) and the rest imported', () => {
  it('a compare selection with five picks', () => {
    const { notes, keys, armed } = notesOf((d) => void (snapshotOf(d, 'compareSelection').context.tireIds = [101, 102, 103, 104, 105]));
    expect(notes).toEqual(['machine "compareSelection" was not restored (it starts afresh): context.tireIds has 5 entries; at most 3']);
    expect(keys).not.toContain('compareSelection');
    expect(armed).toEqual(expect.arrayContaining(['pdfModal', 'tireFinder', 'dealerLocator']));
  });

  it.each([
    ['a state the machine does not have', 'compareSelection', (s: Record<string, unknown>) => void (s.value = 'exploded'), /its state value names no state "exploded" in "compareSelection"/],
    ['a nested state it does not have', 'pdfModal', (s: Record<string, unknown>) => void (s.value = { open: 'printing' }), /names no state "printing" in "open"/],
    ['a state with inner states, stopped at', 'pdfModal', (s: Record<string, unknown>) => void (s.value = 'open'), /stops at "open", which has inner states/],
    ['a passing state it never rests in', 'dealerLocator', (s: Record<string, unknown>) => void (s.value = { tab: 'pick', location: 'idle', search: 'results' }), /rests in "pick"/],
    ['a parallel region missing', 'dealerLocator', (s: Record<string, unknown>) => void (s.value = { tab: 'recommended', search: 'results' }), /no value for the region "location"/],
    ['a state value with a prototype name', 'compareSelection', (s: Record<string, unknown>) => void (s.value = 'constructor'), /names no state "constructor"/],
    ['a finished machine', 'compareSelection', (s: Record<string, unknown>) => void (s.status = 'done'), /status is not "active"/],
    ['a tire id of the wrong type', 'compareSelection', (s: Record<string, unknown>) => void ((s.context as { tireIds: unknown[] }).tireIds[0] = '101'), /context\.tireIds\[0\] is not a whole number/],
    ['a picked tire twice', 'compareSelection', (s: Record<string, unknown>) => void (s.context = { tireIds: [1, 1, 2] }), /context\.tireIds picks a tire twice/],
    ['the limit message with one pick', 'compareSelection', (s: Record<string, unknown>) => void (s.context = { tireIds: [1] }), /shows the limit message with 1 tires picked/],
    ['an old export: a pick row with a tire id of the wrong type', 'compareSelection', (s: Record<string, unknown>) => void (s.context = { items: [{ ...pick(1), tireId: '101' }] }), /context\.items\[0\]\.tireId is not a whole number/],
    ['an old export: a pick row twice', 'compareSelection', (s: Record<string, unknown>) => void (s.context = { items: [pick(1), pick(1), pick(2)] }), /context\.items picks a tire twice/],
    ['an old export: the limit message with one pick row', 'compareSelection', (s: Record<string, unknown>) => void (s.context = { items: [pick(1)] }), /shows the limit message with 1 tires picked/],
    ['a context that is not an object', 'tireFinder', (s: Record<string, unknown>) => void (s.context = 'open'), /context is not an object/],
    ['a finder filter out of step with its text', 'tireFinder', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).search = 'R57'), /size filter that is not its typed text trimmed/],
    ['a selection of an unknown kind', 'tireFinder', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).selection = { mode: 'url', size: 'x' }), /context\.selection is not a finished tire search/],
    ['a filter selected outside its options', 'resultsFilter', (s: Record<string, unknown>) => void ((s.context as { selected: { lines: number[] } }).selected.lines = [99]), /selects filters that are not among its options/],
    ['a shown dealer search at latitude 200', 'dealerLocator', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).shown = { where: { lat: 200, lng: 0 }, kind: 'recommended', page: 1 }), /context\.shown\.where is neither a typed place nor a point/],
    ['dealer results of no search', 'dealerLocator', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).shown = null), /shows results of no search/],
    ['a dealer tab out of step with the kind', 'dealerLocator', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).kind = 'earthmover'), /earthmover tab's state in the other tab/],
    ['form values that are objects', 'formSubmit', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).values = { first_name: { toString: 'x' } }), /context\.values\.first_name is not a form value/],
    ['a failure state without its failure', 'formSubmit#2', (s: Record<string, unknown>) => void ((s.context as Record<string, unknown>).failure = null), /past a submit without the submitted values or the failure/],
    ['a child this machine never runs', 'formSubmit', (s: Record<string, unknown>) => void (s.children = { evil: { snapshot: { status: 'active' }, src: 'fetchEverything' } }), /children\."evil" is not an actor this machine runs/],
    ['a history value', 'pdfModal', (s: Record<string, unknown>) => void (s.historyValue = { x: [{ id: 'pdfModal.open' }] }), /historyValue is not empty/],
  ])('%s', (_name, key, spoil, reason) => {
    const { notes, keys } = notesOf((d) => spoil(snapshotOf(d, key)));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(new RegExp(`^machine "${key}" was not restored \\(it starts afresh\\): `));
    expect(notes[0]).toMatch(reason);
    expect(keys).not.toContain(key);
  });

  it.each([
    ['an image of another site (a tracking beacon)', 'https://evil.example/beacon.gif'],
    ['a protocol-relative image', '//evil.example/beacon.gif'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ])('an old export\'s compare pick row with %s', (_name, image) => {
    const { notes } = notesOf((d) => void (snapshotOf(d, 'compareSelection').context = { items: [{ ...pick(1), image }, pick(2), pick(3)] }));
    expect(notes).toEqual(['machine "compareSelection" was not restored (it starts afresh): context.items[0].image is not an address of this site']);
  });

  it('a PDF whose address is a script', () => {
    const { notes } = notesOf((d) => void (snapshotOf(d, 'pdfModal').context.document = { title: 'x', url: 'javascript:alert(document.cookie)' }));
    expect(notes).toEqual(['machine "pdfModal" was not restored (it starts afresh): context.document.url is not an address of this site']);
  });

  it('an old export\'s pick rows (HTML in a name is not refused) are restored as their tire ids, in pick order', () => {
    const rows = [{ ...pick(103), patternName: '<img src=x onerror=alert(1)>' }, pick(101), pick(102)];
    const { notes, doc: read } = notesOf((d) => void (snapshotOf(d, 'compareSelection').context = { items: rows }));
    expect(notes).toEqual([]);
    expect(snapshotOf(read, 'compareSelection').context).toEqual({ tireIds: [103, 101, 102] });
  });

  it('an unknown machine, a key no machine gets, a second machine under one key', () => {
    const { notes, keys } = notesOf((d) => {
      d.machines.push({ ...d.machines[0]!, key: 'admin', machineId: 'admin' });
      d.machines.push({ ...d.machines[0]!, key: '<script>' });
      d.machines.push({ ...d.machines[1]! });
    });
    expect(notes).toEqual([
      'machine "admin" was not used: "admin" is not a machine of this site',
      'machine "<script>" was not used: it has no machine key this site gives',
      'machine "pdfModal": a second machine under the same key was left out',
    ]);
    expect(keys.filter((k) => k === 'pdfModal')).toHaveLength(1);
  });

  it('a running child is rebuilt bare, whatever the file says of it (it comes back frozen, never posting)', () => {
    const { notes, doc: read } = notesOf((d) => {
      const children = snapshotOf(d, 'formSubmit').children as Record<string, Record<string, unknown>>;
      const [id] = Object.keys(children);
      // `value` would have kept it from being frozen; `input` is what it would post.
      children[id!] = { snapshot: { status: 'active', value: 'x', input: { email: 'victim@example.com' } }, src: 'submit', systemId: 'x' };
    });
    expect(notes).toEqual([]);
    expect(Object.values(snapshotOf(read, 'formSubmit').children as object)).toEqual([{ snapshot: { status: 'active' }, src: 'submit', syncSnapshot: false }]);
  });
});

describe('an event log that does not fit is kept to read, but cannot be replayed', () => {
  const toggles = [101, 102, 103, 104].map((id) => entry({ type: 'compare.toggle', tireId: id }));
  const withLog = (events: RecordedEvent[]) => (d: StateExport) => void Object.assign(d.machines[0]!, { events, eventsComplete: true });

  it('a real log replays', () => {
    const { notes, doc: read } = notesOf(withLog(toggles));
    expect(notes).toEqual([]);
    expect(read.machines[0]).toMatchObject({ eventsComplete: true, events: toggles });
  });

  it.each([
    ['a pick of a tire id that is not one', [entry({ type: 'compare.toggle', tireId: 'javascript:alert(1)' })], /event 1 \("compare\.toggle"\): event\.tireId is not a whole number/],
    ['a pick as a row (a log made before the picks were ids)', [entry({ type: 'compare.toggle', item: pick(1) })], /event 1 \("compare\.toggle"\): event\.tireId is not a whole number/],
    ['a restore of garbage', [entry({ type: 'compare.restore', tireIds: 'all' })], /event 1 \("compare\.restore"\): event\.tireIds is not a list/],
    ['an event of another machine', [entry({ type: 'pdf.open' })], /event 1 \("pdf\.open"\) is not an event of this machine/],
  ])('%s', (_name, events, reason) => {
    const { notes, doc: read } = notesOf(withLog(events));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^machine "compareSelection": its event log cannot be replayed: /);
    expect(notes[0]).toMatch(reason);
    expect(read.machines[0]).toMatchObject({ eventsComplete: false, events });
  });

  it.each([
    ['a source no log writes', { source: 'server' }],
    ['a time no date has (the panel shows each as a date)', { at: 1e300 }],
    ['no time', { at: undefined }],
    ['a block no log writes', { ignored: 'admin' }],
  ])('an entry with %s: left out of the log, which cannot be replayed', (_name, change) => {
    const { notes, doc: read } = notesOf(withLog([toggles[0]!, { ...toggles[1]!, ...change } as RecordedEvent, toggles[2]!]));
    expect(notes).toEqual(['machine "compareSelection": 1 entry of its event log left out (not recorded events)']);
    expect(read.machines[0]).toMatchObject({ eventsComplete: false, events: [toggles[0], toggles[2]] });
  });

  it('a log longer than any log keeps: its last events, not replayable', () => {
    const many = Array.from({ length: 450 }, (_, i) => entry({ type: 'compare.remove', tireId: i + 1 }));
    const { notes, doc: read } = notesOf(withLog(many));
    expect(notes).toEqual(['machine "compareSelection": its event log was cut to the last 400 events']);
    expect(read.machines[0]).toMatchObject({ eventsComplete: false, events: many.slice(-400) });
  });

  it("a dealer search's answer that is not one", () => {
    const { notes } = notesOf((d) => {
      const dealers = d.machines.find((m) => m.key === 'dealerLocator')!;
      dealers.events = [entry({ type: 'search.submit', q: '89801' }), { at: 2, source: 'child', event: { type: 'xstate.done.actor.0.dealerLocator.search.searching', output: { rows: 'x' } } }];
    });
    expect(notes).toEqual([expect.stringMatching(/^machine "dealerLocator": its event log cannot be replayed: event 2 .*output\.count is not a whole number/)]);
  });

  it('events the UI sent while a restore blocked them are not checked: they are never delivered', () => {
    const { notes } = notesOf(withLog([...toggles, { ...entry({ type: 'anything', junk: true }), ignored: 'restore' }]));
    expect(notes).toEqual([]);
  });
});
