// What the Stately Inspector is given (docs/qa.md "Stately Inspector"): the inspection events of the app's
// actors with every event, snapshot and context passed through the export's redaction first. The inspector
// window is another site (stately.ai): it never sees what a visitor typed, only same-shape placeholders.
import type { AnyActorRef, AnyEventObject, InspectionEvent, Snapshot } from 'xstate';
import { jsonSafe } from '../actor-runtime/actor-registry';
import { redactDocument, type Redactor } from './redact';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A snapshot as plain data: a machine snapshot without its machine, state nodes and history (code, not
 * state), its tags as a list; an actor's children become {actor: id}. What the inspector shows of it.
 */
function plainSnapshot(snapshot: unknown): unknown {
  if (!isObject(snapshot)) return jsonSafe(snapshot);
  const { machine: _machine, _nodes, historyValue: _history, tags, ...rest } = snapshot;
  return jsonSafe({ ...rest, ...(tags instanceof Set ? { tags: [...(tags as Set<unknown>)] } : {}) });
}

/** `value` as plain data with personal values replaced (the export's rules, one redactor per connection). */
function redacted(value: unknown, redactor: Redactor): unknown {
  return redactDocument(jsonSafe(value), redactor);
}

/**
 * What the inspector may read of an actor: its ids, its machine's definition (code) and a redacted snapshot.
 * The adapter reads `getSnapshot()` of the actor it is introduced to; the real actor would hand it the raw one.
 */
function inspectedActor(actor: { sessionId: string; getSnapshot(): unknown }, redactor: Redactor): AnyActorRef {
  const parent = (actor as { _parent?: { sessionId?: unknown } })._parent;
  const config = (actor as { logic?: { config?: unknown } }).logic?.config;
  const view = {
    id: (actor as { id?: unknown }).id,
    sessionId: actor.sessionId,
    logic: { config },
    _parent: typeof parent?.sessionId === 'string' ? { sessionId: parent.sessionId } : undefined,
    getSnapshot: () => redacted(plainSnapshot(actor.getSnapshot()), redactor),
  };
  return view as unknown as AnyActorRef;
}

/**
 * The inspection event to hand the inspector, or null for kinds it does not show (microsteps, actions: they
 * carry the raw event too, so they are never passed on).
 */
export function redactInspection(event: InspectionEvent, redactor: Redactor): InspectionEvent | null {
  const actorRef = inspectedActor(event.actorRef, redactor);
  const base = { rootId: event.rootId, actorRef };
  switch (event.type) {
    case '@xstate.actor':
      return { ...base, type: event.type };
    case '@xstate.event':
      return {
        ...base,
        type: event.type,
        sourceRef: event.sourceRef ? inspectedActor(event.sourceRef, redactor) : undefined,
        event: redacted(event.event, redactor) as AnyEventObject,
      };
    case '@xstate.snapshot':
      return {
        ...base,
        type: event.type,
        event: redacted(event.event, redactor) as AnyEventObject,
        snapshot: redacted(plainSnapshot(event.snapshot), redactor) as Snapshot<unknown>,
      };
    default:
      return null;
  }
}
