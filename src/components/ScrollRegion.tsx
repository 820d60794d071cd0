// A box whose content may scroll sideways (a wide table on a phone or at a large text size). While it does
// overflow, a keyboard must be able to scroll it (WCAG 2.1.1): it becomes a named region in the tab order.
// When everything fits it stays a plain box, with no tab stop that does nothing.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  className?: string;
  /** Names the region for assistive technology, e.g. "Loads and inflations at 10 km/h". */
  label: string;
  children: ReactNode;
}

export function ScrollRegion({ className, label, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    // The box resizes with the viewport; its content with the unit or the text size.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
