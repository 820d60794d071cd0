// Keeps the compare picks for the browser tab, so a visitor who goes to the compare page and comes back
// ('Go Back to Tire Results') finds them still picked. Only called from effects (never during render).
import { cleanItems, COMPARE_STORAGE_KEY as KEY, type CompareItem } from '../../../machines/compare-selection.machine';

function isItem(v: unknown): v is CompareItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.tireId === 'number' && typeof o.image === 'string' && typeof o.patternName === 'string';
}

export function readSavedPicks(): CompareItem[] {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? cleanItems(raw.filter(isItem)) : [];
  } catch {
    return []; // storage blocked or a broken value: start with no picks
  }
}

export function savePicks(items: readonly CompareItem[]): void {
  try {
    if (items.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the picks simply do not survive a page change
  }
}
