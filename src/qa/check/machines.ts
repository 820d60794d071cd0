// The machines of an imported file, each checked against the machine of this site it claims to be: a known
// machine, a state value it has (and can rest in), its context (machine-specs.ts), children that are this
// machine's actors, and an event log of its own events. A machine that fails is dropped (it starts afresh)
// with the reason; a log that fails is kept to read, but cannot be replayed.
import type { AnyStateMachine, StateValue } from 'xstate';
import { EVENT_LOG_LIMIT } from '../../actor-runtime/actor-registry';
import type { RecordedEvent } from '../../actor-runtime/actor-restore';
import { FROZEN_ACTOR } from '../../actor-runtime/actor-system';
import type { MachineExport } from '../format';
import type { MachineSpec } from './machine-specs';
import { Invalid, isObject, quote } from './schema';

interface NodeLike {
  key: string;
  type: string;
  states: Record<string, NodeLike>;
  always?: readonly { guard?: unknown }[];
  invoke: readonly { id: string; src: unknown }[];
}

const rootOf = (logic: AnyStateMachine) => logic.root as unknown as NodeLike;
/** A state left at once by an unguarded eventless transition: a snapshot never rests there. */
const passing = (node: NodeLike) => node.always?.some((t) => !t.guard) ?? false;

/** Why `value` is not a state value `node` can rest in, or null. Exactly the form getPersistedSnapshot writes. */
function valueProblem(node: NodeLike, value: unknown): string | null {
  const child = (name: string) => (Object.hasOwn(node.states, name) ? node.states[name]! : null);
  if (node.type === 'parallel') {
    if (!isObject(value)) return `has no value for each region of "${node.key}"`;
    const extra = Object.keys(value).find((k) => !child(k));
    if (extra !== undefined) return `has no region ${quote(extra)} in "${node.key}"`;
    for (const name of Object.keys(node.states)) {
      const problem = name in value ? valueProblem(node.states[name]!, value[name]) : `has no value for the region "${name}"`;
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'string') {
    const next = child(value);
    if (!next) return `names no state ${quote(value)} in "${node.key}"`;
    if (next.type === 'compound' || next.type === 'parallel') return `stops at "${value}", which has inner states`;
    return passing(next) ? `rests in "${value}", which the machine always leaves at once` : null;
  }
  if (!isObject(value) || Object.keys(value).length !== 1) return `has no single state in "${node.key}"`;
  const [name, inner] = Object.entries(value)[0]!;
  const next = child(name);
  if (!next) return `names no state ${quote(name)} in "${node.key}"`;
  if (next.type !== 'compound' && next.type !== 'parallel') return `goes inside "${name}", which has no inner states`;
  return valueProblem(next, inner);
}

/** The invoked actors of every state, by the id their done/error events carry. */
function invokedActors(logic: AnyStateMachine): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: NodeLike) => {
    for (const def of node.invoke) if (typeof def.src === 'string') out.set(def.id, def.src);
    Object.values(node.states).forEach(walk);
  };
  walk(rootOf(logic));
  return out;
}

/**
 * Children of a snapshot: only actors this machine invokes, all running (a finished one is never kept), and
 * rebuilt bare: each comes back as a never-settling stand-in (actor-system.ts), whatever the file says of it.
 */
function checkChildren(logic: AnyStateMachine, children: unknown): Record<string, unknown> {
  if (children === undefined) return {};
  if (!isObject(children)) throw new Invalid('children', 'is not an object');
  const names = new Set([...Object.keys(logic.implementations.actors), FROZEN_ACTOR]);
  const out: Record<string, unknown> = {};
  for (const [childId, child] of Object.entries(children)) {
    const path = `children.${quote(childId)}`;
    if (childId.length > 200) throw new Invalid(path, 'is not an id this machine gives');
    if (!isObject(child) || typeof child.src !== 'string' || !names.has(child.src)) throw new Invalid(path, 'is not an actor this machine runs');
    if (!isObject(child.snapshot) || child.snapshot.status !== 'active') throw new Invalid(path, 'is not a running actor');
    out[childId] = { snapshot: { status: 'active' }, src: child.src, syncSnapshot: false };
  }
  return out;
}

/** The snapshot to restore: status, value, checked context, bare children; throws Invalid. */
export function checkSnapshot(spec: MachineSpec, snapshot: unknown): Record<string, unknown> {
  if (!isObject(snapshot)) throw new Invalid('snapshot', 'is not an object');
  if (snapshot.status !== 'active') throw new Invalid('status', 'is not "active" (a finished machine is never exported)');
  const problem = valueProblem(rootOf(spec.logic), snapshot.value);
  if (problem) throw new Invalid('its state value', problem);
  const value = snapshot.value as StateValue;
  // None of the machines has history states: a history value is not theirs.
  if (snapshot.historyValue !== undefined && !(isObject(snapshot.historyValue) && Object.keys(snapshot.historyValue).length === 0))
    throw new Invalid('historyValue', 'is not empty; these machines have no history states');
  const context = spec.context(value, snapshot.context);
  return { status: 'active', value, context, children: checkChildren(spec.logic, snapshot.children), historyValue: {} };
}

const SOURCES: readonly unknown[] = ['outside', 'child', 'self'];

/** An entry the panel can list: a time it can show (a date), a source and a block the log writes. */
function isRecorded(entry: RecordedEvent): boolean {
  const { at, source, ignored } = entry as { at: unknown; source: unknown; ignored?: unknown };
  const block = ignored === undefined || ignored === 'restore' || ignored === 'replay';
  return typeof at === 'number' && Number.isFinite(at) && Math.abs(at) <= 8.64e15 && SOURCES.includes(source) && block;
}

/** Why the log cannot be replayed into this machine, or null. Checked: every event that would be delivered. */
function logProblem(spec: MachineSpec, events: readonly RecordedEvent[]): string | null {
  const invoked = invokedActors(spec.logic);
  const known = new Set(spec.logic.events);
  for (const [i, entry] of events.entries()) {
    const where = `event ${i + 1} (${quote(entry.event.type)})`;
    if (entry.ignored) continue; // never delivered
    try {
      if (spec.event(entry.event, 'event')) continue;
      const done = /^xstate\.done\.actor\.(.+)$/.exec(entry.event.type);
      if (!known.has(entry.event.type)) return `${where} is not an event of this machine`;
      if (done) spec.output(invoked.get(done[1]!) ?? '', entry.event.output, 'output');
    } catch (error) {
      return `${where}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

export type MachineOutcome = { machine: MachineExport; note?: string } | { note: string };

/** One machine of the file against `specs` (by machine id). */
export function checkMachine(m: MachineExport, specs: Record<string, MachineSpec>): MachineOutcome {
  const name = quote(m.key);
  if (m.key.length > 100 || !/^[\w.:-]+(#\d+)?$/.test(m.key)) return { note: `machine ${name} was not used: it has no machine key this site gives` };
  const spec = Object.hasOwn(specs, m.machineId) ? specs[m.machineId]! : null;
  if (!spec) return { note: `machine ${name} was not used: ${quote(m.machineId)} is not a machine of this site` };
  let snapshot: Record<string, unknown> | null = null;
  try {
    snapshot = m.snapshot === null ? null : checkSnapshot(spec, m.snapshot);
  } catch (error) {
    const reason = error instanceof Invalid ? error.message.trim() : 'its snapshot is damaged';
    return { note: `machine ${name} was not restored (it starts afresh): ${reason}` };
  }
  const recorded = m.events.filter(isRecorded);
  const events = recorded.slice(-EVENT_LOG_LIMIT);
  const lost = m.events.length - events.length;
  const problem = m.eventsComplete === true && lost === 0 ? logProblem(spec, events) : null;
  const machine: MachineExport = { key: m.key, machineId: m.machineId, snapshot, events, eventsComplete: m.eventsComplete === true && lost === 0 && !problem };
  if (problem) return { machine, note: `machine ${name}: its event log cannot be replayed: ${problem}` };
  const junk = m.events.length - recorded.length;
  if (junk > 0) return { machine, note: `machine ${name}: ${junk} ${junk === 1 ? 'entry' : 'entries'} of its event log left out (not recorded events)` };
  if (lost > 0) return { machine, note: `machine ${name}: its event log was cut to the last ${EVENT_LOG_LIMIT} events` };
  return { machine };
}
