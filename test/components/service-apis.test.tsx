// In a browser a feature chunk's components may read an API's state as soon as the chunk has run, before any
// action: the store adds the API the moment its module registers it (src/app/store.ts).
import { makeStore } from '../../src/app/store';

it('gives a store the slice of an API whose chunk loads after it was made, before any other action', async () => {
  const store = makeStore();
  expect(store.getState().contentApi).toBeUndefined();
  await import('../../src/services/contentApi');
  expect(store.getState().contentApi?.queries).toEqual({});
  // Its middleware is in place too (it announces itself on the first action it sees).
  expect(store.getState().contentApi?.config.middlewareRegistered).toBe(true);
});
