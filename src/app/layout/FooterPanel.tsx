// A footer link panel: starts expanded, its header button toggles it (click, Enter or Space).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FooterPanelDef } from './nav-links';

export function FooterPanel({ panel }: { panel: FooterPanelDef }) {
  const [expanded, setExpanded] = useState(true);
  const listId = `footer-panel-${panel.id}`;
  return (
    // Not a region landmark: its name (Total Mobility, Resources, Contact) would repeat a page section's.
    <div className="footer-panel">
      <h2 className="footer-panel__heading">
        <button
          id={`${listId}-title`}
          type="button"
          className="footer-panel__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {panel.title}
          <span className="footer-panel__chevron" aria-hidden="true" />
        </button>
      </h2>
      {/* Collapsed, its links leave the tab order at once (not after the closing animation). */}
      <div id={listId} className="collapsible footer-panel__body" data-open={expanded} inert={!expanded}>
        <ul className="collapsible__inner footer-panel__list">
          {panel.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
