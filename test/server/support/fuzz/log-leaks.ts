// Proof that no log line carries what a client sent (issue 16): the fuzz suites run the app with its logger at
// `trace` into a capture, note every text they submit (query names and values, path parts, body strings, header
// values, client addresses), and look for each of them in every string of every captured line.
import { Writable } from 'node:stream';
import type { FuzzRequest } from './runner';

/** Collects the app's log lines (pino writes one JSON object per line). */
export class LogCapture extends Writable {
  text = '';
  lines = 0;

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }

  /** Every distinct string value of every captured line (keys and numbers are the logger's own). */
  strings(): Set<string> {
    const out = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string') out.add(v);
      else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
    };
    const lines = this.text.split('\n').filter(Boolean);
    this.lines = lines.length;
    for (const line of lines) walk(JSON.parse(line));
    return out;
  }
}

/**
 * Texts shorter than this are not searched for: a two-letter value such as "CA" or "10" is in log lines by
 * chance (a stack frame's file name, a status), not because it was logged.
 */
const MIN_LENGTH = 6;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The texts of a request a log line must never show. */
export function submittedTexts(req: FuzzRequest): string[] {
  const texts: string[] = [];
  const q = req.url.indexOf('?');
  const path = q === -1 ? req.url : req.url.slice(0, q);
  if (q !== -1) {
    texts.push(req.url.slice(q + 1), decode(req.url.slice(q + 1)));
    for (const pair of req.url.slice(q + 1).split('&')) texts.push(...pair.split('=').map(decode));
  }
  texts.push(...path.split('/').map(decode));
  const strings = (v: unknown) => {
    if (typeof v === 'string') texts.push(v);
    else if (typeof v === 'object' && v !== null) {
      for (const [k, item] of Object.entries(v)) {
        texts.push(k);
        strings(item);
      }
    }
  };
  if (req.payload !== undefined) {
    texts.push(req.payload);
    try {
      strings(JSON.parse(req.payload));
    } catch {
      // not JSON: the payload itself was noted
    }
  }
  strings(req.headers ?? {});
  texts.push(req.remoteAddress ?? '127.0.0.1'); // inject's default client address
  return texts.map((t) => t.trim()).filter((t) => t.length >= MIN_LENGTH);
}

/**
 * The submitted texts found inside a logged string, with the line's string. `ours` lists texts the app itself
 * writes (route patterns, messages) that a client may also have sent: those prove nothing.
 */
export function leaks(logged: Set<string>, submitted: Set<string>, ours: (text: string) => boolean): string[] {
  const found: string[] = [];
  for (const value of submitted) {
    if (ours(value)) continue;
    for (const line of logged) {
      if (line.includes(value)) {
        found.push(`${JSON.stringify(value.slice(0, 80))} in ${JSON.stringify(line.slice(0, 160))}`);
        break;
      }
    }
  }
  return found;
}
