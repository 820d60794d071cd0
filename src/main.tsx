// Browser bootstrap: the only place that reads the DOM at start-up (runtime config, preloaded state, #root).
// A server-rendered page is hydrated with the store state it was rendered with, once its route's chunk is
// loaded (so hydration never shows a fallback, and the store has the chunk's service APIs for that state); an
// empty #root (no server bundle) is rendered from scratch.
// The start-up runs as a few separate tasks (React and the app's modules, the page's chunk, the store,
// hydration in slices), so a phone stays responsive to the visitor (and no single task is long) while the
// server's page is already on screen.
import { installDocumentBoundary } from './app/document-boundary';
import './styles/base.css';
import './styles/blocks.css';

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Times a start-up step (`boot: …` in the browser's performance timeline; bench/main-thread.ts prints them). */
async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  await nextTask();
  const start = performance.now();
  try {
    return await run();
  } finally {
    performance.measure(`boot: ${name}`, { start, end: performance.now() });
  }
}

// webpack's own names: a module's id (`require.resolveWeak`, which loads nothing), the modules the page's scripts
// brought, and the call that sets one up.
declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;
declare const require: { resolveWeak(request: string): string | number };

/**
 * Libraries of lazy features whose modules take a while to set up on a phone. When the page's scripts brought
 * them, each is set up in a task of its own before the page's chunk, instead of all in that one task; nothing
 * is loaded for it. (Ids rather than `webpackMode: "weak"` imports, which cost 250 bytes of the first script.
 * resolveWeak resolves as `require` does: a package whose `import` build differs, such as DOMPurify, has no id
 * here; it set up in under a millisecond anyway.)
 */
const LIBRARIES: [name: string, id: string | number][] = [
  ['redux toolkit', require.resolveWeak('@reduxjs/toolkit')],
  ['rtk query', require.resolveWeak('@reduxjs/toolkit/query/react')],
  ['xstate', require.resolveWeak('xstate')],
  ['@xstate/react', require.resolveWeak('@xstate/react')],
  ['yup', require.resolveWeak('yup')],
  ['formik', require.resolveWeak('formik')],
  ['notistack', require.resolveWeak('notistack')],
];

async function setUpLibraries(): Promise<void> {
  for (const [name, id] of LIBRARIES) {
    if (__webpack_modules__[id]) await step(name, () => __webpack_require__(id)); // absent: not on this page
  }
}

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // A server-rendered page is on screen already: its loader (src/boot.ts) started these scripts after the
  // first paint. An empty #root (no server bundle) has nothing to show before React renders it.
  await step('react', () => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const client = await step('app', () => import(/* webpackMode: "eager" */ './app/client'));
  const preloaded = container.firstElementChild ? client.readPreloadedState() : null;
  if (preloaded) {
    await setUpLibraries();
    await step('services', () => client.preloadServices(preloaded).catch(() => undefined));
    // The page's chunk brings the service APIs its preloaded state belongs to: the store keeps that state
    // only for APIs registered when it is made (src/app/store.ts).
    await step('page chunk', () =>
      client.preloadRoute(window.location.pathname).catch(() => {
        // the chunk failed to load: hydration shows the server's markup until React can render the page
      }),
    );
  }
  const store = await step('store', () => client.makeClientStore(preloaded));
  await step('start', () => client.startApp(container, store, preloaded !== null));
}

// Links into or out of /dealers load a new document (its own Permissions-Policy): docs/security.md.
installDocumentBoundary(window);
void bootstrap();
