// What a search text is compared on (issue 23 part 2): the keys of search_entry (migration 0016_search_entry.sql
// makes them of what the site holds, the same way), so "29.5 R 25" finds 29.5R25, "rh4a" finds RH-4A+ and "787G"
// is one character from 777G.
import { searchText } from '../../src/lib/site-search';

/** Makes as people shorten them, to the make the fitment table spells (lower case). A Map: a text such as
 * "constructor" must not find an object's own properties. */
const MAKE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['cat', 'caterpillar'],
  ['deere', 'john deere'],
  ['jd', 'john deere'],
  ['volvo', 'volvo ce'],
  ['doosan', 'develon'],
]);

/** Near matches need a few characters: one off a two-letter text is almost anything. */
export const NEAR_MIN = 3;

/** Keys from `from` (included) to `to` (excluded): every key that starts with `from`, in byte order. */
export interface KeyRange {
  from: string;
  to: string;
}

export interface SearchTerms {
  /** The text as searched: trimmed, every run of spaces one space. */
  text: string;
  /** Lower case, accents dropped, spaces collapsed: names and titles ("quarry & aggregate"). */
  lower: string;
  /** The words for full-text search, each a prefix ("rh:* & 4a:*"); null when the text has no letter or digit. */
  tsquery: string | null;
  /** The keys that start with the text: a size's ('s': "29.5r25") and the loose ones ('l': "rh4a", "cat777"). A key
   * equal to a range's start is an exact match. */
  prefixes: KeyRange[];
  /** Keys equal to the text: a whole name or title ('w'), and the near keys ('n') of the loose forms below. */
  equal: string[];
  /** The text's loose forms, letters and digits only ("cat777", and "caterpillar777" for the make it shortens):
   * a near key found is confirmed against them (edit distance 1 at most). */
  looses: string[];
}

/** Lower case without accents ("Bélaz" -> "belaz"; SQL: basalt_search_fold, for the accented Latin letters). */
export const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const looseOf = (text: string) => plain(text).replace(/[^a-z0-9]+/g, '');

/** The first string after every string that starts with `prefix` (byte order, as the "C" collation sorts). */
function after(prefix: string): string {
  const chars = [...prefix];
  while (chars.length > 0) {
    let next = chars.pop()!.codePointAt(0)! + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) return chars.join('') + String.fromCodePoint(next);
  }
  throw new Error('a key range needs a prefix');
}

/** A whole name's or title's key ('w'), as the text's: "Correct Tire Inflation" -> "wcorrect tire inflation". */
export const wholeKey = (name: string): string => `w${plain(searchText(name))}`;

const range = (from: string): KeyRange => ({ from, to: after(from) });

/** A loose form and each of it with one character deleted (SQL: basalt_search_near). */
export function nearKeys(loose: string): string[] {
  const keys = new Set([loose]);
  for (let i = 0; i < loose.length; i++) keys.add(loose.slice(0, i) + loose.slice(i + 1));
  return [...keys];
}

export function searchTerms(input: string): SearchTerms {
  const text = searchText(input);
  const lower = plain(text);
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  const key = lower.replace(/\s+/g, '');
  // "CAT 777", "JD 410L", "Volvo A60H": the first word or two may be a make's shortening. Other makes are in the
  // machines' keys as spelled ("komatsu930e"), which the loose text itself finds.
  const spaced = lower.split(' ');
  const looses = new Set([looseOf(text)]);
  for (let n = 1; n <= Math.min(2, spaced.length); n++) {
    const make = MAKE_ALIASES.get(spaced.slice(0, n).join(' '));
    if (make !== undefined) looses.add(looseOf(`${make} ${spaced.slice(n).join(' ')}`));
  }
  looses.delete('');
  const near = [...looses].filter((l) => l.length >= NEAR_MIN);
  return {
    text,
    lower,
    // Every word a prefix ("infl" finds inflation), but a single letter or digit only as a whole word.
    tsquery: words.length === 0 ? null : words.map((w) => (w.length > 1 ? `${w}:*` : w)).join(' & '),
    prefixes: [...(key === '' ? [] : [range(`s${key}`)]), ...[...looses].map((l) => range(`l${l}`))],
    equal: [...(lower === '' ? [] : [wholeKey(text)]), ...new Set(near.flatMap(nearKeys).map((k) => `n${k}`))],
    looses: near,
  };
}
