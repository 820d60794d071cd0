// SPEC §2 Home: the two promo tiles. Which documents they show, in which order and with which line comes from
// the resource list (the service flags them with `promo`), never from file names here. Each tile is a real
// link to its PDF, so it works without JavaScript (the page is server-rendered) and in a new tab; once the
// app runs, a plain click opens the site's PDF modal instead, and a modified click (new tab or window,
// download) keeps the browser's own behaviour.
import type { MouseEvent } from 'react';
import type { PdfDocumentRef } from '../../components/pdf-modal/usePdfModal';
import { useGetResourcesQuery, type ResourceDocument } from '../../services/resourcesApi';

type Promoted = ResourceDocument & { promo: NonNullable<ResourceDocument['promo']> };

const NONE: Promoted[] = [];

function promoted(list: ResourceDocument[] | undefined): Promoted[] {
  if (!list) return NONE;
  return list.filter((d): d is Promoted => Boolean(d.promo)).sort((a, b) => a.promo.sequence - b.promo.sequence);
}

/** A click the browser should handle itself: another button, a modifier (new tab/window, download). */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function PromoTiles({ onOpen }: { onOpen: (document: PdfDocumentRef) => void }) {
  // The brochures page's own call (SPEC §7), so the two pages share one answer. A failed list is logged
  // only and leaves no tiles (SPEC §8).
  const { data } = useGetResourcesQuery('BROCHURES');
  const tiles = promoted(data);
  if (tiles.length === 0) return null;
  return (
    <section className="container home-section" aria-label="Featured documents">
      <ul className="tile-grid tile-grid--two">
        {tiles.map((doc) => (
          <li key={doc.document}>
            <a
              className="tile tile--promo"
              href={doc.document}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (event.defaultPrevented || isModified(event)) return;
                event.preventDefault();
                onOpen({ title: doc.title, url: doc.document });
              }}
            >
              <span className="tile__title">{doc.title}</span>
              <span className="tile__text">{doc.promo.text}</span>
              <span className="visually-hidden"> (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
