// Action creators for the app's own slices, the shape of Redux Toolkit's createAction (`type`, `match`): the
// first script cannot import Redux Toolkit, whose one module carries immer and the whole toolkit with it (the
// service APIs load it with their chunk; docs/rendering.md, "First-route JavaScript").
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ActionCreator<P> {
  (...args: [P] extends [void] ? [] : [payload: P]): PayloadAction<P>;
  readonly type: string;
  match(action: unknown): action is PayloadAction<P>;
}

export function createAction<P = void>(type: string): ActionCreator<P> {
  const create = (...args: unknown[]) => ({ type, payload: args[0] as P });
  const match = (action: unknown): action is PayloadAction<P> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(create, { type, match });
}
