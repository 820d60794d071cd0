// Text a request may carry into the service: well-formed (no lone UTF-16 surrogate, which PostgreSQL's text
// and jsonb refuse and which no real client sends) and without U+0000 (which PostgreSQL cannot store at all).
// A JSON body reaches these checks parsed (`"\ud800"` is a lone surrogate only after JSON.parse); a query
// string raw, since its decoder keeps a malformed escape (`%ED%A0%80`, a surrogate in UTF-8 form) as literal
// text rather than failing. Each problem names where it is, for the 400's message.

export interface TextProblem {
  /** Where: `data.first_name`, `a key inside data`, `query parameter tireSize`. */
  where: string;
  /** What is wrong, as the end of a sentence. */
  problem: string;
}

const NUL = 'must not contain the NUL character (\\u0000)';
const SURROGATE = 'is not well-formed text: it holds a lone UTF-16 surrogate';
const ESCAPE = 'is not well-formed: its percent-encoding is not UTF-8 text';

/** A surrogate code unit not part of a pair (in a `u` regex a pair is one code point, never \p{Cs}). */
const LONE_SURROGATE = /\p{Cs}/u;

function stringProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL;
  return LONE_SURROGATE.test(text) ? SURROGATE : null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first string of a parsed JSON value (keys too) that is ill-formed or holds U+0000; null when none. */
export function jsonTextProblem(value: unknown, path = ''): TextProblem | null {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem ? { where: path || 'the body', problem } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    if (keyProblem) return { where: path ? `a key inside ${path}` : 'a key of the body', problem: keyProblem };
    const found = jsonTextProblem(item, Array.isArray(value) ? `${path}[${key}]` : join(path, key));
    if (found) return found;
  }
  return null;
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Longest parameter name quoted back in a message (the name is the client's text, not ours). */
const NAME_MAX = 60;
const quoted = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX)}…` : name);

/**
 * The first query parameter (name or value) of `url` whose percent-encoding does not decode to UTF-8 text, or
 * that decodes to U+0000 or a lone surrogate; null when the query is clean. Linear in the query's length.
 */
export function queryTextProblem(url: string): TextProblem | null {
  const q = url.indexOf('?');
  if (q === -1 || q === url.length - 1) return null;
  const query = url.slice(q + 1);
  // Plain ASCII with no escapes: nothing to decode (every catalog request of the SPA). A raw U+0000 is
  // refused before this (limits.ts).
  if (!/[%\u0080-\uffff]/.test(query)) return null;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = decodeQueryPart(rawName);
    const label = `query parameter ${quoted(name !== null && stringProblem(name) === null ? name : rawName)}`;
    if (name === null) return { where: label, problem: ESCAPE };
    const nameProblem = stringProblem(name);
    if (nameProblem) return { where: `the name of ${label}`, problem: nameProblem };
    if (eq === -1) continue;
    const value = decodeQueryPart(pair.slice(eq + 1));
    if (value === null) return { where: label, problem: ESCAPE };
    const valueProblem = stringProblem(value);
    if (valueProblem) return { where: label, problem: valueProblem };
  }
  return null;
}

export const describeTextProblem = ({ where, problem }: TextProblem): string => `${where} ${problem}`;
