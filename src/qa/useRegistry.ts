// Re-renders the QA panel on every change to the live actors or their logs (and picks up the slots anew).
import { useSyncExternalStore } from 'react';
import { getRegistryVersion, listSlots, subscribeRegistry, type ActorSlot } from '../actor-runtime/actor-registry';

export function useLiveSlots(): ActorSlot[] {
  useSyncExternalStore(subscribeRegistry, getRegistryVersion, getRegistryVersion);
  return listSlots();
}

/** Compact one-line JSON for state values (`{"open":{"rim":"sizes"}}` reads as open.rim.sizes). */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? '';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) return `${entries[0]![0]}.${formatValue(entries[0]![1])}`;
  return `{${entries.map(([k, v]) => `${k}.${formatValue(v)}`).join(', ')}}`;
}

export function formatTime(at: number): string {
  const d = new Date(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}
