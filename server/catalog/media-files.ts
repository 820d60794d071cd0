// Line images travel two ways: as media files served under /media/<path> ("patterns/rh-4a-plus-1.svg"), and as
// the exchange format's image files, named by the tire lines table ("rh-4a-plus-1.svg" in images/). One
// conversion each way, and the sample's generated artwork in both shapes.
import type { ImageFile } from './exchange/images';
import type { SeedCatalog } from './seed/types';

/** A file served under /media/<path> that comes with the catalog (line images). */
export interface MediaFile {
  path: string;
  content_type: string;
  body: Uint8Array;
}

/** Media folder of line images: "patterns/rh-4a-1.svg" is the file "rh-4a-1.svg" of the images folder. */
export const IMAGE_PREFIX = 'patterns/';

/** The images-folder name of a line image's media path. */
export const imageName = (path: string) => (path.startsWith(IMAGE_PREFIX) ? path.slice(IMAGE_PREFIX.length) : path);

export const imageFileOf = (f: MediaFile): ImageFile => ({ name: imageName(f.path), contentType: f.content_type, body: f.body });

export const mediaFileOf = (i: ImageFile): MediaFile => ({ path: `${IMAGE_PREFIX}${i.name}`, content_type: i.contentType, body: i.body });

/** The generated SVG artwork of a sample catalog as media files. */
export function artworkMedia(c: SeedCatalog): MediaFile[] {
  return Object.entries(c.artwork).map(([path, svg]) => ({ path, content_type: 'image/svg+xml', body: new Uint8Array(Buffer.from(svg, 'utf8')) }));
}

/** The same artwork as the exchange format's image files. */
export const sampleImages = (c: SeedCatalog): ImageFile[] => artworkMedia(c).map(imageFileOf);
