// A collapsible section of document tiles (SPEC §4 accordion sections): expanded at first, toggled by a
// real button (click, Enter or Space) with aria-expanded/aria-controls. The body's max-height animates in
// about 350 ms between 0 and the section's maximum (SPEC §9: 6000 px brochures, 5000 px pressure); none
// under prefers-reduced-motion. At rest an open body has no cap, so a long list on a narrow phone is never
// cut off. A collapsed body is hidden (visibility, switched after the animation) and inert.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** SPEC §9: accordion animation, about 350 ms (resources.css uses the same duration). */
const ANIMATION_MS = 350;

interface Props {
  title: string;
  /** SPEC §9 accordion maximum height, in px. */
  maxHeight: number;
  children: ReactNode;
}

/** open (no cap) -> closing (capped, one frame) -> closed (0) -> opening (capped, animating) -> open. */
type Phase = 'open' | 'closing' | 'closed' | 'opening';

export function DocumentSection({ title, maxHeight, children }: Props) {
  const [phase, setPhase] = useState<Phase>('open');
  const panelRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  const expanded = phase === 'open' || phase === 'opening';

  const toggle = () => {
    clearTimeout(settleTimer.current);
    if (expanded) {
      // max-height cannot animate from "none": apply the cap first, then animate it down to 0.
      flushSync(() => setPhase('closing'));
      panelRef.current?.getBoundingClientRect();
      setPhase('closed');
    } else {
      setPhase('opening');
      settleTimer.current = setTimeout(() => setPhase('open'), ANIMATION_MS);
    }
  };

  const id = useId();
  const toggleId = `${id}-toggle`;
  const panelId = `${id}-panel`;
  const panelStyle: CSSProperties = {
    maxHeight: phase === 'open' ? 'none' : phase === 'closed' ? '0px' : `${maxHeight}px`,
    visibility: phase === 'closed' ? 'hidden' : 'visible',
  };
  return (
    <section className="doc-section">
      <h2 className="doc-section__heading">
        <button
          id={toggleId}
          type="button"
          className="doc-section__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span>{title}</span>
          <span className="doc-section__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={toggleId}
        className="doc-section__panel"
        data-expanded={expanded}
        style={panelStyle}
        inert={phase === 'closed'}
      >
        <div className="doc-section__inner">{children}</div>
      </div>
    </section>
  );
}
