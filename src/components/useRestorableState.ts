// For component state that no machine holds (e.g. a Formik form's values, touched fields and errors): QA's
// "Export state" includes `read()` under `key`, and after an import the component gets it back on mount to
// start from (docs/qa.md "Component state"). Returns the restored value, or undefined on an ordinary mount.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { peekPendingState, registerStateSource, settlePendingState } from '../actor-runtime/actor-restore';

export function useRestorableState<T>(key: string, read: () => T): T | undefined {
  const [restored] = useState(() => peekPendingState(key) as T | undefined);
  const latest = useRef(read);
  useLayoutEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    settlePendingState(key);
    return registerStateSource(key, () => latest.current());
  }, [key]);
  return restored;
}
