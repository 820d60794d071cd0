// A collapsible panel (SPEC §4 accordion sections): a real button in the heading with aria-expanded and
// aria-controls; Enter and Space work because it is a button. Starts open by default. The body's height
// animates about 350 ms (none under prefers-reduced-motion); a closed body is inert, so its links and
// buttons leave the tab order. Print styles show every body open.
import { useId, useState, type ReactNode } from 'react';
import './collapsible.css';

interface Props {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title (the page's h1 is above). */
  level?: 2 | 3;
  className?: string;
}

export function Collapsible({ title, children, defaultOpen = true, level = 2, className }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-toggle`;
  const bodyId = `${id}-body`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `collapsible-panel ${className}` : 'collapsible-panel'} data-open={open}>
      <Heading className="collapsible-panel__heading">
        <button
          id={buttonId}
          type="button"
          className="collapsible-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className="collapsible-panel__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={bodyId}
        role="region"
        aria-labelledby={buttonId}
        className="collapsible-panel__body"
        data-open={open}
        inert={!open}
      >
        <div className="collapsible-panel__inner">{children}</div>
      </div>
    </section>
  );
}
