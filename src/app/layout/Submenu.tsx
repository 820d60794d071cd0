// One expandable header submenu: a toggle button and a panel of links with a Close button.
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useHasDom } from '../../components/useHasDom';
import type { SubmenuDef } from './nav-links';

interface Props {
  menu: SubmenuDef;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
}

export const submenuPanelId = (id: string) => `submenu-${id}`;

export function Submenu({ menu, open, onToggle, onClose, toggleRef }: Props) {
  const panelId = submenuPanelId(menu.id);
  // Without JavaScript (server HTML) noscript.css opens a panel on hover or focus: it must not be inert then.
  const hasDom = useHasDom();
  return (
    <li className="site-nav__item site-nav__item--submenu">
      <button
        ref={toggleRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {menu.label}
        <span className="site-nav__chevron" aria-hidden="true" />
      </button>
      {/* Closed, its links leave the tab order at once (not after the closing animation), once scripts run. */}
      <div id={panelId} className="collapsible submenu" data-open={open} inert={hasDom && !open}>
        <div className="collapsible__inner">
          <div className="submenu__content">
            <ul className="submenu__list">
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link className="submenu__link" to={link.to}>
                    <span className="submenu__label">{link.label}</span>
                    {link.description ? <span className="submenu__description">{link.description}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            <button type="button" className="submenu__close" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
