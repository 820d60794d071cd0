// A content-service image: its address gets the configured media base (SPEC §7), its alt text is the
// entry's alternativeText ('' marks it decorative when the content has none).
import { selectMediaBaseUrl } from '../../../state/config-slice';
import { useAppSelector } from '../../../state/hooks';
import { mediaUrl } from '../../../lib/media-url';
import type { ContentMedia } from '../content-types';

interface Props {
  media: ContentMedia | null | undefined;
  className?: string;
  /** Below-the-fold images load lazily; the banner does not. */
  eager?: boolean;
}

export function ContentImage({ media, className, eager = false }: Props) {
  const base = useAppSelector(selectMediaBaseUrl);
  const src = mediaUrl(base, media?.url);
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={media?.alternativeText ?? ''}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
