// SPEC §2: a tire management section whose image_position is RIGHT shows its brochure button; a LEFT one
// shows its button, a Sign Up link to the registration page and a Log In link to the external tracking
// application. The brochure opens as a PDF in a new tab (the PDF modal belongs to another feature).
import { Link } from 'react-router-dom';
import { selectEmtrackLoginUrl } from '../../../state/config-slice';
import { useAppSelector } from '../../../state/hooks';
import { paths } from '../../../routing/paths';
import type { ContentItem } from '../content-types';
import { ContentLink } from './ContentLink';

function BrochureButton({ item }: { item: ContentItem }) {
  if (!item.brochures?.url || !item.button_name) return null;
  return (
    <a className="button button--accent" href={item.brochures.url} target="_blank" rel="noopener noreferrer">
      {item.button_name}
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}

/** The section's own button: its brochure when it has one, else its link. */
function SectionButton({ item }: { item: ContentItem }) {
  if (item.brochures?.url) return <BrochureButton item={item} />;
  if (!item.button_name || !item.redirection_url) return null;
  return <ContentLink href={item.redirection_url}>{item.button_name}</ContentLink>;
}

export function ManagementActions({ item }: { item: ContentItem }) {
  // The external tracking application's sign-in page: runtime configuration (EMTRACK_LOGIN_URL).
  const loginUrl = useAppSelector(selectEmtrackLoginUrl);
  if (item.image_position === 'RIGHT') return <BrochureButton item={item} />;
  if (item.image_position !== 'LEFT') return <SectionButton item={item} />;
  return (
    <>
      <SectionButton item={item} />
      <Link className="button" to={paths.emtrackRegistration()}>
        Sign Up
      </Link>
      <a className="button" href={loginUrl} target="_blank" rel="noopener noreferrer">
        Log In<span className="visually-hidden"> to EMTrack (opens in a new tab)</span>
      </a>
    </>
  );
}
