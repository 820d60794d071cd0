// False on the server and during hydration (React renders the server's value first), true afterwards and
// on every client-only render. For parts that exist only in a browser (maps, sanitised HTML): the server
// and the hydrating render show the same stand-in, so the two never disagree.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useHasDom(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
