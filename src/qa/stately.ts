// The Stately Inspector (stately.ai/inspect, opened in a pop-up) for every app actor: with `?inspect` in the
// URL or the panel's button. @statelyai/inspect is its own lazy chunk, loaded only then.
import type { InspectionEvent } from 'xstate';
import { addInspectionListener, listLiveActors } from '../../machines/actor-system';

let disconnect: (() => void) | null = null;

export function isStatelyConnected(): boolean {
  return disconnect !== null;
}

export async function connectStatelyInspector(): Promise<void> {
  if (disconnect) return;
  const { createBrowserInspector } = await import(/* webpackChunkName: "stately-inspect" */ '@statelyai/inspect');
  if (disconnect) return;
  const inspector = createBrowserInspector();
  // Actors created before the inspector connected: introduce them with their current snapshot.
  for (const actorRef of listLiveActors()) {
    inspector.inspect.next?.({ type: '@xstate.actor', actorRef, rootId: actorRef.sessionId } as InspectionEvent);
  }
  const stop = addInspectionListener((event) => inspector.inspect.next?.(event));
  disconnect = () => {
    stop();
    inspector.stop();
    disconnect = null;
  };
}

export function disconnectStatelyInspector(): void {
  disconnect?.();
}
