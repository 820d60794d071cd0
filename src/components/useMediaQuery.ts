// Whether a CSS media query matches, read after mount (never during render: the pages are server-rendered,
// so this is false on the server and while hydrating), then on every change. The first reading follows
// hydration in a transition: rendered in slices, not as one long task on a phone.
import { startTransition, useEffect, useState } from 'react';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    startTransition(update);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
