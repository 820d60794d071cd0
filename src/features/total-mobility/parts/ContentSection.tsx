// One content section: image on the side image_position names (LEFT or RIGHT, SPEC §3), title, lead and
// description HTML, and the actions its page decides. Focusable (tabindex -1) so the section nav can move
// keyboard focus to it.
import type { ReactNode } from 'react';
import { RichText } from '../../../components/RichText';
import type { ContentItem } from '../content-types';
import { ContentImage } from './ContentImage';

interface Props {
  item: ContentItem;
  id: string;
  children?: ReactNode;
}

export function ContentSection({ item, id, children }: Props) {
  const side = item.image_position === 'LEFT' ? 'left' : 'right';
  return (
    <section id={id} className={`content-section content-section--image-${side}`} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="content-section__media">
        <ContentImage media={item.image} className="content-section__image" />
      </div>
      <div className="content-section__body">
        <h2 id={`${id}-title`}>{item.title}</h2>
        <RichText className="content-section__lead rich-text" value={item.sub_title} />
        <RichText className="rich-text" value={item.description} />
        {children ? <div className="content-section__actions">{children}</div> : null}
      </div>
    </section>
  );
}

/** The id a section takes: its anchor, or a slug of its title. */
export function sectionId(item: Pick<ContentItem, 'anchor' | 'title' | 'id'>): string {
  if (item.anchor) return item.anchor;
  const slug = item.title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `section-${item.id}`;
}
