// After a client-side navigation to another page, focus moves to the new page's main heading (made focusable
// by script only: tabindex="-1"). A screen reader then announces the page by its name, and the next Tab goes
// on into the page's content, not from the link that left the old page (often gone, so the browser would
// start again at the top of the document). Not on the first page (the browser's own rules apply), not when
// only the query or the hash changes (filters, tabs, anchors), not when the visitor is already typing in a
// field of the new page or working in a dialog (a dialog that led here, the Tire Finder, closes first).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_FRAMES = 120; // about two seconds for a page whose chunk is still loading

/** The new page's main heading, once it is on screen (React hides the old page while the new one loads). */
function visibleHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  return heading && heading.getClientRects().length > 0 ? heading : null;
}

/** Focus is in a dialog: one that led here (the Tire Finder closing) or one the visitor opened since. */
const inDialog = () => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;

/** The visitor is typing in a field of the new page already. */
function typingInPage(): boolean {
  const active = document.activeElement;
  return active !== null && active.matches('input, textarea, select, [contenteditable="true"]') && active.closest('main') !== null;
}

export function useFocusOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return; // the anchor's target is where the visitor is going (useScrollOnNavigate)
    let frame = 0;
    let handle = 0;
    const tryFocus = () => {
      const heading = visibleHeading();
      // Wait for the page's heading, and for a dialog still holding focus to close (a dialog that stays open
      // keeps it: after the wait, nothing moves).
      if (!heading || inDialog()) {
        if (frame++ < WAIT_FRAMES) handle = window.requestAnimationFrame(tryFocus);
        return;
      }
      if (typingInPage()) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    tryFocus();
    return () => window.cancelAnimationFrame(handle);
  }, [pathname, hash]);
}
