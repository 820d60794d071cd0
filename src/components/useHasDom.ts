// False on the server and during hydration (React renders the server's value first), true afterwards and
// on every render once the page has hydrated (or had nothing to hydrate). For parts that exist only in a
// browser (maps, sanitised HTML): the server and the hydrating render show the same stand-in, so the two
// never disagree. After hydration the switch to the browser's value is a transition: React renders it in
// slices between other work (useSyncExternalStore would force one synchronous re-render of every user right
// after hydration, a long task on a phone).
import { startTransition, useEffect, useState } from 'react';

let hydrated = false;

/** Nothing is left to hydrate: components mounted from now on start with `true` (src/main.tsx, Layout). */
export function markHydrated(): void {
  hydrated = true;
}

/** Whether the page has hydrated (read while rendering: false on the server and in the hydrating render). */
export function pageHydrated(): boolean {
  return hydrated;
}

/**
 * Marks the page hydrated once the component using it has hydrated. React hydrates a server-rendered Suspense
 * boundary (the page's, in Layout) in a pass of its own after the rest of the app: a component in it must not
 * start with `true` then, or its first render would not match the server's HTML. So the mark sits inside it.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    markHydrated();
    // For tools that must wait until the page works (browser tests, QA scripts): <html data-app-ready>.
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function useHasDom(): boolean {
  const [hasDom, setHasDom] = useState(hydrated);
  useEffect(() => {
    if (!hasDom) startTransition(() => setHasDom(true));
  }, [hasDom]);
  return hasDom;
}
