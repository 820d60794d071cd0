// Inline SVG mark (no network asset) with the brand name as the link's accessible text.
import { Link } from 'react-router-dom';
import { useBrand } from '../../components/useBrand';

export function Logo() {
  const brand = useBrand();
  return (
    <Link to="/" className="site-logo">
      <svg className="site-logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="5" strokeDasharray="5 3" />
        <circle cx="20" cy="20" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="20" r="3" className="site-logo__hub" />
      </svg>
      <span className="site-logo__name">{brand}</span>
      <span className="site-logo__tag" aria-hidden="true">
        OTR
      </span>
    </Link>
  );
}
