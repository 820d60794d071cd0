// Runtime configuration the server injects into index.html (brand name, map token, external addresses, whether
// the published data is the sample). Read once at boot (main.tsx) and kept in the store so components never
// touch the DOM to get it.
import type { UnknownAction } from 'redux';
import type { SsrRuntimeConfig } from '../lib/ssr-contract';

/** The injected configuration (its fields: src/lib/ssr-contract.ts) and what the SPA adds to it. */
export interface ConfigState extends SsrRuntimeConfig {
  /** Name of the tire performance tracking product (SPEC §2 registration banner). */
  tracking: 'EMTrack';
}

export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';
/** The server's default too (server/config.ts); used when the injected config has no valid https address. */
export const DEFAULT_EMTRACK_LOGIN_URL = 'https://emtrack.example.com/login';
/** The server's defaults too (server/config.ts). */
export const DEFAULT_PRIVACY_POLICY_URL = 'https://www.example.com/privacy';
export const DEFAULT_LEGAL_NOTICE_URL = 'https://www.example.com/legal';

const httpsUrl = (v: string | null): string | null => {
  try {
    return v !== null && new URL(v).protocol === 'https:' ? v : null;
  } catch {
    return null;
  }
};

export const defaultConfig: ConfigState = {
  brand: 'Basalt',
  tracking: 'EMTrack',
  mapboxToken: null,
  mediaBaseUrl: '',
};

/** Turns the (untrusted) JSON text of `<script id="app-config">` into a config, field by field. */
export function parseRuntimeConfig(json: string | null | undefined): ConfigState {
  let raw: unknown = null;
  try {
    raw = json ? JSON.parse(json) : null;
  } catch {
    raw = null; // a broken config must not stop the site: fall back to defaults
  }
  const obj = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    brand: text(obj.brand) ?? defaultConfig.brand,
    tracking: 'EMTrack',
    mapboxToken: text(obj.mapboxToken),
    mediaBaseUrl: (text(obj.mediaBaseUrl) ?? '').replace(/\/+$/, ''),
    ...(text(obj.mapboxStyle) ? { mapboxStyle: text(obj.mapboxStyle)! } : {}),
    ...(httpsUrl(text(obj.emtrackLoginUrl)) ? { emtrackLoginUrl: text(obj.emtrackLoginUrl)! } : {}),
    ...(httpsUrl(text(obj.privacyPolicyUrl)) ? { privacyPolicyUrl: text(obj.privacyPolicyUrl)! } : {}),
    ...(httpsUrl(text(obj.legalNoticeUrl)) ? { legalNoticeUrl: text(obj.legalNoticeUrl)! } : {}),
    // Only an explicit true: a config without the field (an old page) claims nothing.
    ...(obj.sampleData === true ? { sampleData: true } : {}),
  };
}

/** The part of the state these selectors read. */
interface WithConfig {
  config: ConfigState;
}

// A plain reducer, not createSlice: nothing changes the config after boot, and createSlice would put immer
// (~5 KB gzipped) in every page's first script (docs/rendering.md, "First-route JavaScript").
const configSlice = {
  reducerPath: 'config',
  reducer: (state: ConfigState = defaultConfig, _action: UnknownAction): ConfigState => state,
} as const;

export const selectBrand = (state: WithConfig) => state.config.brand;
export const selectTracking = (state: WithConfig) => state.config.tracking;
export const selectMapboxToken = (state: WithConfig) => state.config.mapboxToken;
export const selectMediaBaseUrl = (state: WithConfig) => state.config.mediaBaseUrl;
export const selectMapboxStyle = (state: WithConfig) => state.config.mapboxStyle ?? DEFAULT_MAPBOX_STYLE;
export const selectEmtrackLoginUrl = (state: WithConfig) => state.config.emtrackLoginUrl ?? DEFAULT_EMTRACK_LOGIN_URL;
export const selectPrivacyPolicyUrl = (state: WithConfig) => state.config.privacyPolicyUrl ?? DEFAULT_PRIVACY_POLICY_URL;
export const selectLegalNoticeUrl = (state: WithConfig) => state.config.legalNoticeUrl ?? DEFAULT_LEGAL_NOTICE_URL;
export const selectSampleData = (state: WithConfig) => state.config.sampleData === true;
export default configSlice;
