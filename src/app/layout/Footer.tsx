// Site footer (SPEC §2): five link panels, the trademark notice and the external legal links.
import { externalLinks } from '../paths';
import { useBrand } from '../../components/useBrand';
import { FooterPanel } from './FooterPanel';
import { footerPanels } from './nav-links';
import './footer.css';

export function Footer() {
  const brand = useBrand();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__panels">
          {footerPanels.map((panel) => (
            <FooterPanel key={panel.id} panel={panel} />
          ))}
        </div>
        <div className="site-footer__legal">
          <p className="site-footer__trademark">
            {brand} and the {brand} logo are trademarks of {brand} Tire Company. {brand} is a fictional brand and the
            products on this site are sample data.
          </p>
          <ul className="site-footer__external">
            <li>
              <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
                Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={externalLinks.legalNotice} target="_blank" rel="noopener noreferrer">
                Legal Notice<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
