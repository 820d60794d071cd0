// Site footer (SPEC §2): five link panels, the trademark notice and the external legal links (configured
// addresses). The fictional-brand notice shows only while the published data is the sample (docs/api.md).
import { selectLegalNoticeUrl, selectPrivacyPolicyUrl, selectSampleData } from '../../state/config-slice';
import { useAppSelector } from '../../state/hooks';
import { useBrand } from '../../components/useBrand';
import { FooterPanel } from './FooterPanel';
import { footerPanels } from './nav-links';
import './footer.css';

export function Footer() {
  const brand = useBrand();
  const sampleData = useAppSelector(selectSampleData);
  const privacyPolicy = useAppSelector(selectPrivacyPolicyUrl);
  const legalNotice = useAppSelector(selectLegalNoticeUrl);
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
            {brand} and the {brand} logo are trademarks of {brand} Tire Company.
            {sampleData ? ` ${brand} is a fictional brand and the products on this site are sample data.` : null}
          </p>
          <ul className="site-footer__external">
            <li>
              <a href={privacyPolicy} target="_blank" rel="noopener noreferrer">
                Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={legalNotice} target="_blank" rel="noopener noreferrer">
                Legal Notice<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
