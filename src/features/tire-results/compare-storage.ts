// Keeps the compare picks (tire ids) for the browser tab, so a visitor who goes to the compare page and comes
// back ('Go Back to Tire Results') finds them still picked. Only called from effects (never during render).
import { cleanIds, COMPARE_STORAGE_KEY as KEY } from '../../../machines/compare-selection.machine';

/** An entry as stored: a tire id, or (written before the picks were ids) a row with its tireId. */
const idOf = (v: unknown): unknown => (typeof v === 'object' && v !== null ? (v as { tireId?: unknown }).tireId : v);

export function readSavedPicks(): number[] {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? cleanIds(raw.map(idOf)) : [];
  } catch {
    return []; // storage blocked or a broken value: start with no picks
  }
}

export function savePicks(tireIds: readonly number[]): void {
  try {
    if (tireIds.length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(tireIds));
  } catch {
    // storage full or blocked: the picks simply do not survive a page change
  }
}
