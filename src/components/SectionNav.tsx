// Secondary navigation of the long content pages (SPEC §2 "Secondary navigation"): a sticky side nav of
// in-page links. It highlights the section under the top edge of the viewport, and after a click scrolls
// to the section, marks it active and ignores scrolling for a second (SPEC §9) so the smooth scroll does
// not make the highlight run through every section in between. Hidden below 768 px (CSS).
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import './section-nav.css';

export interface NavSection {
  /** The id of the section element on the page. */
  id: string;
  label: string;
}

export interface SectionBox {
  id: string;
  top: number;
  bottom: number;
}

/** SPEC §9: section navigation scroll lock. */
export const SECTION_NAV_LOCK_MS = 1000;
// Scrolling to a section leaves its top at a fraction of a pixel; count that as "at the top".
const EDGE_TOLERANCE = 2;

/** The section whose top is at or above the line `offset` px below the viewport top and whose bottom is below it. */
export function pickActiveSection(boxes: readonly SectionBox[], offset = 0): string | null {
  const line = offset + EDGE_TOLERANCE;
  return boxes.find((b) => b.top <= line && b.bottom > line)?.id ?? null;
}

/** Height covered by the site header when it sticks to the top (0 while it scrolls away with the page). */
function stickyHeaderHeight(): number {
  const header = document.querySelector('.site-header');
  if (!header) return 0;
  const { position } = window.getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

function measure(ids: readonly string[]): SectionBox[] {
  return ids.flatMap((id) => {
    const el = document.getElementById(id);
    if (!el) return [];
    const { top, bottom } = el.getBoundingClientRect();
    return [{ id, top, bottom }];
  });
}

interface Props {
  /** Accessible name of the nav landmark, e.g. "Reliable services sections". */
  label: string;
  sections: readonly NavSection[];
}

export function SectionNav({ label, sections }: Props) {
  const [active, setActive] = useState<string | null>(null);
  // While a click's scroll runs, tracking waits: a timer, so the lock also ends without further scrolling.
  const lock = useRef<{ on: boolean; timer: number }>({ on: false, timer: 0 });
  const idKey = sections.map((s) => s.id).join(' ');

  useEffect(() => {
    const ids = idKey.split(' ').filter(Boolean);
    let frame = 0;
    const track = () => {
      frame = 0;
      if (lock.current.on) return;
      setActive(pickActiveSection(measure(ids), stickyHeaderHeight()));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(track);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const state = lock.current;
    return () => {
      window.clearTimeout(state.timer);
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [idKey]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const top = target.getBoundingClientRect().top + window.scrollY - stickyHeaderHeight();
    window.clearTimeout(lock.current.timer);
    lock.current.on = true;
    lock.current.timer = window.setTimeout(() => {
      lock.current.on = false;
    }, SECTION_NAV_LOCK_MS);
    setActive(id);
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
    // Keyboard users continue from the section they jumped to.
    if (target.tabIndex === -1) target.focus({ preventScroll: true });
  };

  return (
    <nav className="section-nav" aria-label={label}>
      <ul className="section-nav__list">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              className="section-nav__link"
              href={`#${s.id}`}
              aria-current={active === s.id ? 'true' : undefined}
              onClick={(e) => go(e, s.id)}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page body with the section nav in a sticky side column (desktop) and the sections beside it. */
export function WithSectionNav({ children, ...nav }: Props & { children: ReactNode }) {
  return (
    <div className="with-section-nav">
      <div className="with-section-nav__aside">
        <SectionNav {...nav} />
      </div>
      <div className="with-section-nav__content">{children}</div>
    </div>
  );
}
