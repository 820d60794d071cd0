// Entry of the server-rendering bundle (dist/server/ssr.js, built by `npm run build`; contract in
// src/lib/ssr-contract.ts). Renders a URL with the same components, store and route table as the browser:
// ask for the page's answers (its route's data loader), render, wait for the queries the render started, render
// again until a render starts none (bounded), then return the markup, the head tags, the status and the store
// state the browser hydrates with.
import { NOT_INDEXED } from '../routing/sitemap';
import { setAutoFreeze } from 'immer';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes, matchAppRoute, redirectFor } from '../app/AppRoutes';
import { parseRuntimeConfig } from '../state/config-slice';
import { mergeHead } from '../head/page-head';
import { pageDescription } from '../routing/page-descriptions';
import { createRenderCollector, type RenderCollector } from '../head/render-context';
import { makeStore, type AppStore } from '../app/store';
import type { RenderOptions, RenderResult } from '../lib/ssr-contract';
import { contentApi } from '../services/contentApi';
import { serverQueryOver } from '../services/server-query';
import { siteApi } from '../services/siteApi';
import { headTags, scriptJson } from './head-tags';
import { keepFailures } from './keep-failures';
import { hasFailedQuery, transferState } from './transfer-state';
import { setServerSanitizer } from '../lib/sanitize';
import { sanitizeOnServer } from '../lib/sanitize-server';

// Content HTML rendered here is sanitised by sanitize-html (the browser uses DOMPurify).
setServerSanitizer(sanitizeOnServer);

// A server store lives for one render and is only read after it: Immer's freezing of every answer put in it
// (a walk through each object of the products list, to freeze it) guards nothing here. Without it Immer stops
// at the answer's root (issue 22: part of an uncached render's reducer time). The browser's bundle keeps it.
setAutoFreeze(false);

export { pageKey } from './page-key';

/** Renders after the first one: each may start queries that need what the previous one loaded. */
const MAX_PASSES = 4;

/**
 * Renders `element` completely (every boundary inline: React would move large ones out of place behind inline
 * scripts, which the Content-Security-Policy forbids, and the page must work without JavaScript). The markup is
 * read later, and only from the render that is kept: a pass that started queries is thrown away, and React's
 * flushing of its markup into bytes was a tenth of a page's CPU (issue 22). The Node stream, not the web stream:
 * the same bytes, without the web streams' cost per chunk.
 */
async function renderPass(element: ReactNode): Promise<() => Promise<string>> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  };
}

/** Which queries exist and which request each last started: a render that changes this started one. */
function requests(store: AppStore): string {
  const { siteApi: site, contentApi: content } = store.getState();
  return [...Object.entries(site?.queries ?? {}), ...Object.entries(content?.queries ?? {})]
    .map(([key, query]) => `${key} ${query?.requestId ?? ''}`)
    .sort()
    .join('\n');
}

async function settle(store: AppStore): Promise<void> {
  const running = [
    ...store.dispatch(siteApi.util.getRunningQueriesThunk()),
    ...store.dispatch(contentApi.util.getRunningQueriesThunk()),
  ];
  await Promise.allSettled(running);
}

export async function render(url: string, { configJson, origin, fetch }: RenderOptions): Promise<RenderResult> {
  const config = parseRuntimeConfig(configJson);
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const redirect = redirectFor(pathname);
  if (redirect) {
    return { html: '', head: '', state: '{}', status: 301, chunks: [], lang: 'en', cacheable: true, redirect };
  }
  // A server store: no Web Storage (preferences keep their defaults), fetches answered in process.
  const store = makeStore({ config }, { storage: () => null, serverQuery: serverQueryOver(fetch), middleware: keepFailures });
  const appRoute = matchAppRoute(pathname);
  // The page's own answers first (its data loader, if it has one), so that one render usually shows it complete.
  await appRoute?.page?.loadData?.(store.dispatch, searchParams);
  let collector: RenderCollector = createRenderCollector();
  let markup: () => Promise<string> = async () => '';
  let renders = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renders += 1;
    const before = requests(store);
    collector = createRenderCollector();
    markup = await renderPass(
      <AppProviders store={store} collector={collector}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    await settle(store);
    if (requests(store) === before) break; // this render asked for nothing: it is complete
  }
  // The last render's markup (complete when its render resolved: the queries settled since do not change it).
  const html = await markup();
  // With no <head> to put them in, React starts the markup with preload links (the tire image): they go
  // to the page's head instead.
  const preloads = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  const state = store.getState();
  const { route, page, status } = collector.collected;
  const fallback = { title: '', canonicalPath: pathname, fromPage: false };
  const description = pageDescription(appRoute?.name, config.brand);
  const merged = mergeHead({ ...(route ?? fallback), description }, page, config.brand, status);
  const head = appRoute?.name && NOT_INDEXED.has(appRoute.name) ? { ...merged, noIndex: true } : merged;
  return {
    html: html.slice(preloads.length),
    head: headTags(head, origin, config.brand) + preloads,
    state: scriptJson(transferState(state)),
    status,
    chunks: [appRoute?.page?.chunk].filter((c): c is string => c !== undefined),
    lang: 'en',
    cacheable: (status === 200 || status === 404) && !hasFailedQuery(state),
    renders,
  };
}
