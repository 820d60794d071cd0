// "Attach diagnostic information" on a contact / consultation request: a redacted QA state export
// (src/qa/export.ts) sent as `diagnostics`. The QA code is its own lazy chunk, loaded only once the visitor
// ticks the box, never with the page (bench/bundle.ts checks the first route holds none of it).

import { captureActors, type ActorCapture } from '../../actor-runtime/actor-capture';

type ExportModule = typeof import('../../qa/export');
/** The router's location (the page address and React Router's state), as the export records it. */
type RouterLocation = { pathname: string; search: string; hash: string; state?: unknown };

let loading: Promise<ExportModule> | null = null;

/** Starts loading the export code (when the box is ticked), so a submit rarely waits for it. */
export function loadDiagnostics(): Promise<ExportModule> {
  if (!loading) {
    loading = import(/* webpackChunkName: "qa-export" */ '../../qa/export');
    // A failed load (offline) may succeed on the next try.
    void loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** What an attachment records: the page as the visitor pressed Submit, before the form's machine moved on. */
export interface DiagnosticMoment {
  reduxState: unknown;
  location: RouterLocation;
  actors: ActorCapture;
}

/** Takes the moment now (synchronously, from the Submit handler). */
export function captureMoment(reduxState: unknown, location: RouterLocation): DiagnosticMoment {
  return { reduxState, location, actors: captureActors() };
}

/**
 * The attachment of `moment`: a redacted export as a JSON string that fits the request, or null when it cannot
 * be made (code not loadable, too big even without logs): the request then goes without it.
 */
export async function diagnosticAttachment({ reduxState, location, actors }: DiagnosticMoment): Promise<string | null> {
  try {
    const { createDiagnosticAttachment } = await loadDiagnostics();
    return createDiagnosticAttachment(reduxState, { location, actors });
  } catch {
    return null;
  }
}
