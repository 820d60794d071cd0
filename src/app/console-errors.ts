// The last console errors and uncaught errors of this tab, for the QA "Export state" file (src/qa/export.ts).
// Installed by QaShell's effect at start-up (an export is only useful with what happened before it). Tiny: it
// lives in the first chunk.
export interface ConsoleErrorEntry {
  at: string;
  message: string;
}

const LIMIT = 30;
const recent: ConsoleErrorEntry[] = [];

function text(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function remember(parts: unknown[]): void {
  recent.push({ at: new Date().toISOString(), message: parts.map(text).join(' ').slice(0, 2000) });
  if (recent.length > LIMIT) recent.shift();
}

export function recentConsoleErrors(): ConsoleErrorEntry[] {
  return [...recent];
}

/** Starts recording (console.error, uncaught errors, unhandled rejections); returns the undo. */
export function recordConsoleErrors(): () => void {
  const original = console.error;
  const recording = (...parts: unknown[]) => {
    remember(parts);
    original.apply(console, parts);
  };
  console.error = recording;
  const onError = (event: ErrorEvent) => remember([event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) => remember(['Unhandled rejection:', event.reason]);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    if (console.error === recording) console.error = original; // unless someone replaced it since
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
