// A stand-in for @statelyai/inspect's browser inspector (the adapter boundary of src/qa/stately.ts): it keeps
// every inspection event it is given and can list everything it could read from them, as the real adapter
// does (it calls the actor's getSnapshot() and serialises events, snapshots and machine definitions).
import type { InspectionEvent } from 'xstate';

export interface FakeInspector {
  inspect: { next: (event: InspectionEvent) => void };
  start: () => void;
  stop: () => void;
  /** The events received, in order. */
  events: InspectionEvent[];
  /** Every string and number reachable from the received events (getSnapshot() and toJSON() called). */
  readable(): string[];
}

function collect(value: unknown, out: string[], seen: Set<object>, depth: number): void {
  if (typeof value === 'string' || typeof value === 'number') {
    out.push(String(value));
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value) || depth > 40) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.getSnapshot === 'function') collect((record.getSnapshot as () => unknown)(), out, seen, depth + 1);
  if (typeof record.toJSON === 'function') collect((record.toJSON as () => unknown)(), out, seen, depth + 1);
  const entries = value instanceof Map ? [...value] : value instanceof Set ? [...value].map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    out.push(String(key));
    collect(child, out, seen, depth + 1);
  }
}

export function createFakeInspector(): FakeInspector {
  const events: InspectionEvent[] = [];
  return {
    inspect: { next: (event) => events.push(event) },
    start: () => {},
    stop: () => {},
    events,
    readable() {
      const out: string[] = [];
      const seen = new Set<object>();
      for (const event of events) collect(event, out, seen, 0);
      return out;
    },
  };
}
