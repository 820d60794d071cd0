// Line images of an import: only what the file name says it is (checked by its bytes), within the size limit,
// and an SVG only without scripts, event handlers, external references or embedded HTML: it is served from
// our own origin under /media.
import type { Problem } from './problems';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageFile {
  /** File name as the tire lines table names it ("rh-4a-plus-1.svg"). */
  name: string;
  contentType: string;
  body: Uint8Array;
}

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

/** What makes an SVG more than a picture when a browser opens it. */
const SVG_ACTIVE = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /<foreignObject/i, /<!ENTITY/i, /\b(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, /url\(\s*["']?\s*(?!#)/i];

function svgProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text, so not an SVG file';
  }
  if (!/<svg[\s>]/i.test(text)) return 'is not an SVG file';
  const active = SVG_ACTIVE.find((re) => re.test(text));
  return active ? 'holds scripts, event handlers, embedded HTML or references to other files, which an image must not' : null;
}

/** The image of `name`, or null with a problem. */
export function checkImage(name: string, body: Uint8Array, problems: Problem[]): ImageFile | null {
  const file = `images/${name}`;
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const contentType = TYPES[ext];
  const fail = (message: string) => {
    problems.push({ file, rule: 'image', message });
    return null;
  };
  if (!contentType) return fail('is not an .svg, .png, .jpg or .webp file');
  if (body.length > MAX_IMAGE_BYTES) return fail(`is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  if (contentType === 'image/svg+xml') {
    const problem = svgProblem(body);
    return problem ? fail(problem) : { name, contentType, body };
  }
  return MAGIC[contentType]!(body) ? { name, contentType, body } : fail(`is not really a ${ext.toUpperCase()} image`);
}
