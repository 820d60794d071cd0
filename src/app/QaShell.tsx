// The QA tools' only footprint in the first chunk (docs/qa.md): opens the lazy QA panel on `?qa` or
// Ctrl+Alt+Shift+Q, loads the Stately Inspector bridge on `?inspect`, records console errors for exports, and
// remounts the app after a state import so every component starts again from the restored store and machines.
import { Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useHasDom } from '../components/useHasDom';
import { recordConsoleErrors } from './console-errors';
import { QaPanelOpenContext } from '../components/qa-panel-open';

const QaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ '../qa/QaPanel'));

/** What the panel may ask of the shell. */
export interface QaShellControls {
  /**
   * Unmounts the app, runs `prepare` (store, armed snapshots, and a navigation to the restored route), then
   * mounts it afresh once the router shows that navigation: never at the route it had before.
   */
  remount(prepare: () => void): void;
  close(): void;
}

/** Ctrl+Alt+Shift+Q: a chord no visitor types by accident. */
export function isQaShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.altKey && event.shiftKey && event.code === 'KeyQ';
}

export function QaShell({ children }: { children: ReactNode }) {
  const { search, key: locationKey } = useLocation();
  const hasQa = (query: string) => new URLSearchParams(query).has('qa');
  const [open, setOpen] = useState(() => hasQa(search));
  const [generation, setGeneration] = useState(0);
  // While a remount waits: the location key the app was unmounted at (null: mounted as usual).
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  const shownKey = useRef(locationKey);
  useLayoutEffect(() => {
    shownKey.current = locationKey;
  }, [locationKey]);
  const [seenSearch, setSeenSearch] = useState(search);
  // Browser only: the server's page (and so the hydrating render) never includes the panel.
  const hasDom = useHasDom();
  // A URL with ?qa opens the panel; it stays open across navigations until closed.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (hasQa(search)) setOpen(true);
  }
  // The router applies a navigation in a transition, after the remount's own updates: mounting the app before
  // it would mount the page of the old route first, and that page could take (and settle) a restored snapshot
  // meant for the restored page (the home page's PDF modal, gone once the brochures page replaces it).
  const hidden = hiddenAt !== null && hiddenAt === locationKey;
  if (hiddenAt !== null && !hidden) setHiddenAt(null);

  useEffect(() => recordConsoleErrors(), []);

  useEffect(() => {
    if (new URLSearchParams(search).has('inspect'))
      void import(/* webpackChunkName: "qa-panel" */ '../qa/stately').then((m) => m.connectStatelyInspector());
  }, [search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isQaShortcut(event)) setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const controls: QaShellControls = {
    remount: (prepare) => {
      // Unmount now (effects cleaned up, actors stopped), prepare with nothing mounted, then mount afresh at
      // the new location (`hidden` lifts when the router renders it).
      flushSync(() => setHiddenAt(shownKey.current));
      try {
        prepare();
      } catch (error) {
        setHiddenAt(null); // no navigation to wait for
        throw error;
      } finally {
        setGeneration((g) => g + 1);
      }
    },
    close: () => setOpen(false),
  };
  return (
    <>
      <QaPanelOpenContext.Provider value={open && hasDom}>
        {hidden ? null : <Fragment key={generation}>{children}</Fragment>}
      </QaPanelOpenContext.Provider>
      {open && hasDom ? (
        <Suspense fallback={null}>
          <QaPanel controls={controls} />
        </Suspense>
      ) : null}
    </>
  );
}
