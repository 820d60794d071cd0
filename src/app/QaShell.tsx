// The QA tools' only footprint in the first chunk (docs/qa.md): opens the lazy QA panel on `?qa` or
// Ctrl+Alt+Shift+Q, loads the Stately Inspector bridge on `?inspect`, records console errors for exports, and
// remounts the app after a state import so every component starts again from the restored store and machines.
import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { recordConsoleErrors } from './console-errors';

const QaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ '../qa/QaPanel'));

/** What the panel may ask of the shell. */
export interface QaShellControls {
  /** Unmounts the app, runs `prepare` (store, route, armed snapshots), then mounts it afresh. */
  remount(prepare: () => void): void;
  close(): void;
}

/** Ctrl+Alt+Shift+Q: a chord no visitor types by accident. */
export function isQaShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.altKey && event.shiftKey && event.code === 'KeyQ';
}

export function QaShell({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const hasQa = (query: string) => new URLSearchParams(query).has('qa');
  const [open, setOpen] = useState(() => hasQa(search));
  const [generation, setGeneration] = useState(0);
  const [hidden, setHidden] = useState(false);
  const [seenSearch, setSeenSearch] = useState(search);
  // A URL with ?qa opens the panel; it stays open across navigations until closed.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (hasQa(search)) setOpen(true);
  }

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
      // Unmount now (effects cleaned up, actors stopped), prepare with nothing mounted, then mount afresh.
      flushSync(() => setHidden(true));
      try {
        prepare();
      } finally {
        setHidden(false);
        setGeneration((g) => g + 1);
      }
    },
    close: () => setOpen(false),
  };
  return (
    <>
      {hidden ? null : <Fragment key={generation}>{children}</Fragment>}
      {open ? (
        <Suspense fallback={null}>
          <QaPanel controls={controls} />
        </Suspense>
      ) : null}
    </>
  );
}
