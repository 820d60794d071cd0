// The contract between the server (server/plugins/spa.ts) and the server-rendering bundle that
// `npm run build` writes to dist/server/ssr.js (entry src/ssr/render.tsx). Types only: the server may
// import nothing else from the SPA, and loads the bundle at run time.

/** A GET of the server's own API by the rendering SPA: path and query (`/website/products?...`), and headers. */
export interface ServerRequest {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** The server's answer: status and body text (JSON for every route the SPA reads). */
export interface ServerAnswer {
  status: number;
  body: string;
}

/**
 * What the SPA's queries call on the server, answered in process (app.inject). Plain values, not a WHATWG fetch:
 * two Requests, a Response and its clone per call (fetchBaseQuery's) were 5-8 % of a render's CPU (issue 22).
 */
export type ServerFetch = (request: ServerRequest) => Promise<ServerAnswer>;

/** The runtime configuration the server injects into index.html; the SPA keeps it as its config slice. */
export interface SsrRuntimeConfig {
  /** Brand name shown in titles and texts; "Basalt" unless the server is configured otherwise. */
  brand: string;
  mapboxToken: string | null;
  /** Style of the Mapbox dealer map when the server sets MAPBOX_STYLE; otherwise DEFAULT_MAPBOX_STYLE. */
  mapboxStyle?: string;
  /** Base address prefixed to content-service image urls (SPEC §7); '' means this origin. */
  mediaBaseUrl: string;
  /** Sign-in page of the external EMTrack application (EMTRACK_LOGIN_URL); otherwise DEFAULT_EMTRACK_LOGIN_URL. */
  emtrackLoginUrl?: string;
  /** The brand's privacy policy (PRIVACY_POLICY_URL); otherwise DEFAULT_PRIVACY_POLICY_URL. */
  privacyPolicyUrl?: string;
  /** The brand's legal notice (LEGAL_NOTICE_URL); otherwise DEFAULT_LEGAL_NOTICE_URL. */
  legalNoticeUrl?: string;
  /** True while the server publishes the built-in sample catalog, content or dealers: the notice shows. */
  sampleData?: boolean;
}

export interface RenderOptions {
  /** The JSON text of `<script id="app-config">`, as the browser will read it. */
  configJson: string;
  /** Scheme, host and port of the public site, no trailing slash (canonical and Open Graph URLs). */
  origin: string;
  fetch: ServerFetch;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter card, JSON-LD. Escaped. */
  head: string;
  /** The store state the page was rendered with, as JSON text safe inside <script> ('<' escaped). */
  state: string;
  /** 200; 404 when the route, tire or article does not exist; 301 for an address that moved (`redirect`). */
  status: number;
  /** Where a 301 points (path). */
  redirect?: string;
  /** Named webpack chunk groups the page renders (its route's feature): the server links their CSS and JS. */
  chunks: string[];
  /** Document language (the `lang` of <html>). */
  lang: string;
  /** False when some data failed to load (the page shows a retry): the server must not cache it. A 404 is cached. */
  cacheable: boolean;
  /** How many times the page was rendered: 1 when its data loader asked for everything it shows (issue 22). */
  renders?: number;
}

export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderResult>;

/**
 * The bundle's `pageKey`: the address a page is rendered from and cached under (path and query, normalised to
 * what the page reads: src/ssr/page-key.ts). Two URLs with the same key render the same page.
 */
export type PageKey = (url: string) => string;
