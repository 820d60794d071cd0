// Import of hostile state files, the parts beside the machines: the store's slices (config never taken),
// Web Storage, component states and the router's location state. A part that does not fit is left out with
// a note for the QA panel; the rest is imported.
import { defaultConfig, type ConfigState } from '../../src/state/config-slice';
import { makeStore } from '../../src/app/store';
import type { StateExport } from '../../src/qa/format';
import { readStateExport } from '../../src/qa/import';
import { mergeImportedState } from '../../src/qa/restore';
import { pick, readSpoiled, snapshotOf, validExport } from './qa-import.fixtures';

let doc: StateExport;
beforeAll(async () => {
  doc = await validExport();
});

const read = (spoil: (copy: StateExport) => void, config?: ConfigState) => {
  const copy = structuredClone(doc);
  spoil(copy);
  const r = config ? readStateExport(JSON.stringify(copy), config) : readSpoiled(doc, spoil);
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r;
};
const slices = (d: StateExport) => d.redux as Record<string, Record<string, unknown>>;

describe('the config slice is never taken from a file (it is this server configuration)', () => {
  it.each([
    ['the brand', { brand: 'Evil Tires' }],
    ['the map token', { mapboxToken: 'pk.stolen' }],
    ['the media address', { mediaBaseUrl: 'https://evil.example' }],
    ['the EMTrack sign-in address', { emtrackLoginUrl: 'https://evil.example/login' }],
  ])('a file that changes %s: not used, and said so', (_name, change) => {
    const r = read((d) => Object.assign(slices(d).config!, change));
    expect(r.doc.redux.config).toBeUndefined();
    expect(r.notes).toEqual(['config: the site configuration in the file (brand, map token, addresses) was not used; an import never changes it']);
    const store = makeStore();
    expect(mergeImportedState(store.getState(), { ...r.doc.redux, config: change }).config).toEqual(store.getState().config);
  });

  it('a file with this site configuration: nothing to say', () => {
    expect(read(() => {}).notes).toEqual([]);
  });

  it("addresses are checked against this site's media host, not the file's", () => {
    const site: ConfigState = { ...defaultConfig, mediaBaseUrl: 'https://media.example' };
    const withImage = (image: string) => (d: StateExport) => {
      slices(d).config!.mediaBaseUrl = 'https://media.example';
      snapshotOf(d, 'compareSelection').context = { items: [{ ...pick(1), image }, pick(2), pick(3)] };
    };
    expect(read(withImage('https://media.example/p/1.png'), site).notes).toEqual([]);
    expect(read(withImage('https://media.example.evil.com/p/1.png'), site).notes).toEqual([
      expect.stringMatching(/compareSelection.*context\.items\[0\]\.image is not an address of this site/),
    ]);
  });
});

describe('slices', () => {
  it.each([
    ['ui with a text count', (d: StateExport) => void (slices(d).ui!.tireFinderRequests = 'many'), /^ui: left as it was, the file's does not fit \(ui\.tireFinderRequests is not a whole number\)$/],
    ['preferences with an unknown unit', (d: StateExport) => void (slices(d).preferences!.unit = 'IMPERIAL'), /^preferences: .*preferences\.unit is not one of "US", "METRIC"/],
    ['an RTK Query slice that is not one', (d: StateExport) => void (d.redux.siteApi = ['x']), /^siteApi: left as it was.*is not an RTK Query state/],
    ['a slice this store does not have', (d: StateExport) => void (d.redux.admin = { isAdmin: true }), /^"admin": not a part of this site's store; ignored$/],
  ])('%s: left out with a note', (_name, spoil, note) => {
    const r = read(spoil);
    expect(r.notes).toEqual([expect.stringMatching(note)]);
    const merged = mergeImportedState(makeStore().getState(), r.doc.redux);
    expect(merged).not.toHaveProperty('admin');
  });

  it('a ui slice from before serviceFailed existed: imported, as no failure', () => {
    const r = read((d) => void delete slices(d).ui!.serviceFailed);
    expect(r.notes).toEqual([]);
    expect(r.doc.redux.ui).toEqual({ tireFinderRequests: 1, serviceFailed: false });
  });

  it('a ui slice from before the finder machine was the only truth of "open": its mirror is left out', () => {
    const r = read((d) => void (slices(d).ui!.tireFinderOpen = true));
    expect(r.notes).toEqual([]);
    expect(r.doc.redux.ui).toEqual({ tireFinderRequests: 1, serviceFailed: false });
  });

  it('RTK Query entries that are not entries are left out, the data of real ones kept as the service sent it', () => {
    const r = read((d) => {
      const queries = slices(d).siteApi!.queries as Record<string, unknown>;
      queries['getTire({"id":102})'] = { status: 'owned', endpointName: 'getTire' };
      queries['getTire({"id":103})'] = { status: 'fulfilled', endpointName: 'getDealer', data: {} };
      queries['x'] = 'not an entry';
    });
    expect(r.notes).toEqual(['siteApi: 3 of 4 cache entries were not RTK Query entries and were left out ("getTire({\\"id\\":102})", "getTire({\\"id\\":103})", "x")']);
    expect(r.doc.redux.siteApi).toMatchObject({ queries: { 'getTire({"id":101})': { status: 'fulfilled', data: { name: '<b>RL</b>' } } }, mutations: {} });
    expect(Object.keys((r.doc.redux.siteApi as { queries: object }).queries)).toEqual(['getTire({"id":101})']);
  });

  it("broken cache tags are left out (this store's are kept)", () => {
    const r = read((d) => void (slices(d).siteApi!.provided = { tags: 'all' }));
    expect(r.notes).toEqual([expect.stringMatching(/^siteApi: its cache tags were left out \(siteApi\.provided\.tags is not an object\)/)]);
    expect(r.doc.redux.siteApi).not.toHaveProperty('provided');
  });
});

describe('Web Storage', () => {
  it('five compare picks, an unknown unit, keys this site does not store: left out; the rest kept', () => {
    const r = read((d) => {
      d.storage.session['basalt.compareSelection'] = JSON.stringify([1, 2, 3, 4, 5]);
      d.storage.local['basalt.unit'] = 'IMPERIAL';
      d.storage.local['basalt.session-token'] = 'x';
    });
    expect(r.notes).toEqual([
      'local storage "basalt.unit": left out (basalt.unit is not a unit of this site)',
      'local storage "basalt.session-token": left out (not a key this site stores)',
      'session storage "basalt.compareSelection": left out (basalt.compareSelection has 5 entries; at most 3)',
    ]);
    expect(r.doc.storage).toEqual({ local: {}, session: {} });
  });

  it('five compare pick rows (an old export) are left out too', () => {
    expect(read((d) => void (d.storage.session['basalt.compareSelection'] = JSON.stringify([1, 2, 3, 4, 5].map(pick)))).notes).toEqual([
      'session storage "basalt.compareSelection": left out (basalt.compareSelection has 5 entries; at most 3)',
    ]);
  });

  it('compare picks that are not JSON, not ids, or (an old export\'s rows) point elsewhere', () => {
    expect(read((d) => void (d.storage.session['basalt.compareSelection'] = '["101"]')).notes).toEqual([
      'session storage "basalt.compareSelection": left out (basalt.compareSelection[0] is not a whole number)',
    ]);
    expect(read((d) => void (d.storage.session['basalt.compareSelection'] = '[{')).notes).toEqual(['session storage "basalt.compareSelection": left out (not JSON)']);
    expect(read((d) => void (d.storage.session['basalt.compareSelection'] = JSON.stringify([{ ...pick(1), image: '//evil.example/x.gif' }]))).notes).toEqual([
      'session storage "basalt.compareSelection": left out (basalt.compareSelection[0].image is not an address of this site)',
    ]);
  });

  it('valid picks are kept as the results page reads them; an old export\'s rows as their ids', () => {
    expect(read(() => {}).doc.storage.session['basalt.compareSelection']).toBe(JSON.stringify([101, 102]));
    const old = read((d) => void (d.storage.session['basalt.compareSelection'] = JSON.stringify([pick(102), pick(101)])));
    expect(old.notes).toEqual([]);
    expect(old.doc.storage.session['basalt.compareSelection']).toBe(JSON.stringify([102, 101]));
  });
});

describe('component states and the location state', () => {
  it('a form state with values that are not values, an unknown component: left out', () => {
    const r = read((d) => {
      d.components['form:/contact/contact-us'] = { values: { first_name: ['<script>'] }, touched: {}, errors: {} };
      d.components['admin:panel'] = { open: true };
      d.components['contact:attach-diagnostics:contact'] = 'yes';
    });
    expect(r.notes).toEqual([
      'component state "form:/contact/contact-us": left out (form:/contact/contact-us.values.first_name is not a form value)',
      'component state "contact:attach-diagnostics:contact": left out (contact:attach-diagnostics:contact is not true or false)',
      'component state "admin:panel": left out (not a component state this site keeps)',
    ]);
    expect(r.doc.components).toEqual({});
  });

  it('a location state pointing back to another site: dropped, the page opens without it', () => {
    const r = read((d) => void (d.route.state = { from: 'tire-results', results: 'https://evil.example/tires/tire-results' }));
    expect(r.notes).toEqual(['route.state: not a location state this site writes; the page opens without it']);
    expect(r.doc.route.state).toBeNull();
    const good = read((d) => void (d.route.state = { from: 'compare', results: '/tires/tire-results?tireSize=29.5R25', extra: 1 }));
    expect(good.doc.route.state).toEqual({ from: 'compare', results: '/tires/tire-results?tireSize=29.5R25' });
  });
});
