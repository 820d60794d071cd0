// The Stately Inspector (stately.ai/inspect, opened in a pop-up) for every app actor: with `?inspect` in the
// URL or the panel's button. @statelyai/inspect is its own lazy chunk, loaded only then. Everything it is
// given went through the export's redaction first (inspect-redact.ts): the pop-up is another site.
import type { InspectionEvent } from 'xstate';
import { addInspectionListener, listLiveActors } from '../actor-runtime/actor-system';
import { redactInspection } from './inspect-redact';
import { createRedactor } from './redact';

let disconnect: (() => void) | null = null;

export function isStatelyConnected(): boolean {
  return disconnect !== null;
}

export async function connectStatelyInspector(): Promise<void> {
  if (disconnect) return;
  const { createBrowserInspector } = await import(/* webpackChunkName: "stately-inspect" */ '@statelyai/inspect');
  if (disconnect) return;
  const inspector = createBrowserInspector();
  // One redactor for the connection: a value gets the same placeholder in every event that carries it.
  const redactor = createRedactor();
  const send = (event: InspectionEvent) => {
    const safe = redactInspection(event, redactor);
    if (safe) inspector.inspect.next?.(safe);
  };
  // Actors created before the inspector connected: introduce them with their current snapshot.
  for (const actorRef of listLiveActors()) send({ type: '@xstate.actor', actorRef, rootId: actorRef.sessionId });
  const stop = addInspectionListener(send);
  disconnect = () => {
    stop();
    inspector.stop();
    disconnect = null;
  };
}

export function disconnectStatelyInspector(): void {
  disconnect?.();
}
