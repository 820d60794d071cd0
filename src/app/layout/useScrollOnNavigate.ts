// Declarative routing has no ScrollRestoration: a new path starts at the top, or at its #hash target
// (e.g. the asset-tracking link's #sectionb), which may appear only once the page's lazy chunk has loaded.
// A server-rendered page is left where the browser put it when it hydrates: at the top, at its #hash
// target (already in the HTML), or wherever the visitor scrolled while the scripts loaded.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useHasDom } from '../../components/useHasDom';

const HASH_WAIT_FRAMES = 60; // about one second

export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const hydrating = useRef(!useHasDom());
  useEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo?.(0, 0);
      return;
    }
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView?.();
      else if (frame++ < HASH_WAIT_FRAMES) handle = window.requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => window.cancelAnimationFrame(handle);
  }, [pathname, hash]);
}
