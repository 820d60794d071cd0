// Visitor preferences that outlive a page: the unit of measure (SPEC §9: US by default) shared by the
// compare page, the Tire Specs and the Loads & Inflations panels. Remembered across visits in localStorage.
// Storage is touched only in the middleware, after the reducer: the reducer stays pure, makeStore works in
// Node, and a server-rendered page and its hydrating render agree (the stored unit arrives after mount, on
// request).
import type { Middleware, UnknownAction } from 'redux';
import { createAction } from './redux/action';
import { DEFAULT_UNIT, isUnitSystem, type UnitSystem } from '../lib/unit-system';

export interface PreferencesState {
  unit: UnitSystem;
}

/** What the middleware needs from Web Storage (tests pass a fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const UNIT_STORAGE_KEY = 'basalt.unit';

const initialState: PreferencesState = { unit: DEFAULT_UNIT };

/** The visitor picked a unit (saved by the middleware). */
export const unitChosen = createAction<UnitSystem>('preferences/unitChosen');
/** The unit read back from storage (not saved again). */
export const unitRestored = createAction<UnitSystem>('preferences/unitRestored');
/** Dispatched from an effect by pages that show units: read the remembered unit. */
export const unitRestoreRequested = createAction('preferences/unitRestoreRequested');

// A plain reducer, not createSlice, which would bring immer into every page's first script (config-slice.ts).
function reducer(state: PreferencesState = initialState, action: UnknownAction): PreferencesState {
  if ((unitChosen.match(action) || unitRestored.match(action)) && action.payload !== state.unit) {
    return { ...state, unit: action.payload };
  }
  return state;
}

const preferencesSlice = { reducerPath: 'preferences', reducer } as const;

export const selectUnit = (state: { preferences: PreferencesState }) => state.preferences.unit;
export default preferencesSlice;

/** localStorage when there is one and it can be used (private modes and Node have none). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

/**
 * Saves each chosen unit; restores the saved one on request. Storage failures only lose the memory. A plain
 * middleware: RTK's listener middleware would add 1.6 KB gzipped to every page's first script for this.
 */
export function preferencesMiddleware(storage: () => StorageLike | null): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (unitChosen.match(action)) {
      try {
        storage()?.setItem(UNIT_STORAGE_KEY, action.payload);
      } catch {
        // quota or privacy settings: the choice still holds for this visit
      }
    } else if (unitRestoreRequested.match(action)) {
      let saved: string | null = null;
      try {
        saved = storage()?.getItem(UNIT_STORAGE_KEY) ?? null;
      } catch {
        saved = null;
      }
      // The reducer leaves the state untouched when the saved unit is the current one.
      if (isUnitSystem(saved)) api.dispatch(unitRestored(saved));
    }
    return result;
  };
}
