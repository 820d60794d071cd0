// A link between pages whose documents get different Permissions-Policy headers (geolocation on /dealers
// only: src/lib/document-policy.ts) loads a new document instead of navigating inside this one, which keeps
// the policy it was loaded with. One listener for every link of the app (header, footer, content buttons,
// pages): in the capture phase on window it runs before React's listeners on #root and stops the click
// there, so React Router's <Link> never sees it and the browser follows the href as a normal navigation.
import { crossesDocumentPolicy } from '../lib/document-policy';

/** The anchor a click on `target` follows, or null. */
function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const el = target as { closest?: (selector: string) => Element | null } | null;
  const anchor = typeof el?.closest === 'function' ? el.closest('a[href]') : null;
  return anchor && 'href' in anchor && typeof anchor.href === 'string' ? (anchor as HTMLAnchorElement) : null;
}

/** Installs the listener for the document loaded at `win.location` (call once, before the app renders). */
export function installDocumentBoundary(win: Window): () => void {
  const documentPath = win.location.pathname;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0) return;
    const anchor = anchorOf(event.target);
    if (!anchor || anchor.hasAttribute('download')) return;
    if (anchor.target && anchor.target !== '_self') return; // another browsing context: a new document anyway
    const url = new URL(anchor.href, win.location.href);
    if (url.origin !== win.location.origin || !crossesDocumentPolicy(documentPath, url.pathname)) return;
    event.stopPropagation();
  };
  win.addEventListener('click', onClick, true);
  return () => win.removeEventListener('click', onClick, true);
}
