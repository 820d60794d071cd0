import {
  DEFAULT_EMTRACK_LOGIN_URL,
  DEFAULT_LEGAL_NOTICE_URL,
  DEFAULT_PRIVACY_POLICY_URL,
  defaultConfig,
  parseRuntimeConfig,
  selectBrand,
  selectEmtrackLoginUrl,
  selectLegalNoticeUrl,
  selectPrivacyPolicyUrl,
  selectSampleData,
} from '../../src/state/config-slice';
import { headerReducer, initialHeaderState } from '../../src/app/layout/header-state';
import { makeStore } from '../../src/app/store';
import { defaultTitle, resolveTitle } from '../../src/head/title';
import { selectTireFinderRequests, tireFinderOpened } from '../../src/state/ui-slice';

describe('runtime config', () => {
  it('reads the JSON the server injects', () => {
    const json = '{"brand":"Granite","mapboxToken":"pk.abc","mediaBaseUrl":"https://cdn.example/"}';
    expect(parseRuntimeConfig(json)).toEqual({
      brand: 'Granite',
      tracking: 'EMTrack',
      mapboxToken: 'pk.abc',
      mediaBaseUrl: 'https://cdn.example',
    });
  });

  it('reads the EMTrack sign-in address only when it is an https URL (EMTRACK_LOGIN_URL)', () => {
    const login = (json: string) => selectEmtrackLoginUrl(makeStore({ config: parseRuntimeConfig(json) }).getState());
    expect(login('{"emtrackLoginUrl":"https://track.example.org/sign-in"}')).toBe('https://track.example.org/sign-in');
    expect(login('{}')).toBe(DEFAULT_EMTRACK_LOGIN_URL);
    expect(login('{"emtrackLoginUrl":"javascript:alert(1)"}')).toBe(DEFAULT_EMTRACK_LOGIN_URL);
    expect(login('{"emtrackLoginUrl":"http://track.example.org/"}')).toBe(DEFAULT_EMTRACK_LOGIN_URL);
    expect(login('{"emtrackLoginUrl":"not a url"}')).toBe(DEFAULT_EMTRACK_LOGIN_URL);
  });

  it('reads the Privacy Policy and Legal Notice addresses only when they are https URLs', () => {
    const state = (json: string) => makeStore({ config: parseRuntimeConfig(json) }).getState();
    const set = state('{"privacyPolicyUrl":"https://granite.example.org/privacy","legalNoticeUrl":"https://granite.example.org/legal"}');
    expect([selectPrivacyPolicyUrl(set), selectLegalNoticeUrl(set)]).toEqual([
      'https://granite.example.org/privacy',
      'https://granite.example.org/legal',
    ]);
    for (const bad of ['{}', '{"privacyPolicyUrl":"javascript:alert(1)","legalNoticeUrl":"http://granite.example.org/legal"}']) {
      expect([selectPrivacyPolicyUrl(state(bad)), selectLegalNoticeUrl(state(bad))]).toEqual([
        DEFAULT_PRIVACY_POLICY_URL,
        DEFAULT_LEGAL_NOTICE_URL,
      ]);
    }
  });

  it('says the data is the sample only when the server says true', () => {
    const sample = (json: string) => selectSampleData(makeStore({ config: parseRuntimeConfig(json) }).getState());
    expect(sample('{"sampleData":true}')).toBe(true);
    expect(sample('{"sampleData":false}')).toBe(false);
    expect(sample('{"sampleData":"true"}')).toBe(false);
    expect(sample('{}')).toBe(false);
  });

  it('falls back to defaults for missing, broken or wrongly typed values', () => {
    expect(parseRuntimeConfig(null)).toEqual(defaultConfig);
    expect(parseRuntimeConfig('{not json')).toEqual(defaultConfig);
    expect(parseRuntimeConfig('[1,2]')).toEqual(defaultConfig);
    expect(parseRuntimeConfig('{"brand":"  ","mapboxToken":42}')).toEqual(defaultConfig);
  });
});

describe('makeStore', () => {
  it('starts from defaults or from a preloaded state', () => {
    expect(selectBrand(makeStore().getState())).toBe('Basalt');
    const store = makeStore({ config: parseRuntimeConfig('{"brand":"Granite"}') });
    expect(selectBrand(store.getState())).toBe('Granite');
    // The service APIs are lazy slices: none of their modules has loaded in this test (service-apis.test.ts).
    expect(Object.keys(store.getState()).sort()).toEqual(['config', 'preferences', 'ui']);
  });

  it('keeps the cross-feature Tire Finder request', () => {
    const store = makeStore();
    store.dispatch(tireFinderOpened());
    expect(selectTireFinderRequests(store.getState())).toBe(1);
    store.dispatch(tireFinderOpened());
    expect(selectTireFinderRequests(store.getState())).toBe(2);
  });
});

describe('title rule', () => {
  it('defaults to "{brand} Off-the-Road (OTR) Tires" and fills {brand}', () => {
    expect(defaultTitle('Granite')).toBe('Granite Off-the-Road (OTR) Tires');
    expect(resolveTitle(undefined, 'Granite')).toBe('Granite Off-the-Road (OTR) Tires');
    expect(resolveTitle('Find a {brand} OTR Dealer', 'Granite')).toBe('Find a Granite OTR Dealer');
  });
});

describe('header state', () => {
  it('is an accordion: one submenu at a time, the open one toggles shut', () => {
    let state = headerReducer(initialHeaderState, { type: 'submenu.toggle', id: 'mobility' });
    state = headerReducer(state, { type: 'submenu.toggle', id: 'contact' });
    expect(state.submenu).toBe('contact');
    state = headerReducer(state, { type: 'submenu.toggle', id: 'contact' });
    expect(state.submenu).toBeNull();
  });

  it('mobile menu starts collapsed; all.close resets everything', () => {
    expect(initialHeaderState.menuOpen).toBe(false);
    let state = headerReducer(initialHeaderState, { type: 'menu.toggle' });
    state = headerReducer(state, { type: 'submenu.toggle', id: 'resources' });
    expect(state).toEqual({ menuOpen: true, submenu: 'resources' });
    expect(headerReducer(state, { type: 'all.close' })).toEqual(initialHeaderState);
    expect(headerReducer(initialHeaderState, { type: 'all.close' })).toBe(initialHeaderState);
  });
});
