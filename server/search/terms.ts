// What a search text is compared on (issue 23 part 2). The database makes the same keys of what it holds
// (migration 0015: the stored columns search_size, search_alternate, search_loose, search_make), so "29.5 R 25"
// finds 29.5R25 and "rh4a" finds RH-4A+.
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

/** A make (lower case, or "" for any) and what must start the model's loose key ("" for any model of the make). */
export interface MachineTerm {
  make: string;
  model: string;
}

export interface SearchTerms {
  /** The text as searched: trimmed, every run of spaces one space. */
  text: string;
  /** Lower case, spaces dropped: "29.5r25", "750/65r25", "29.5-25". */
  key: string;
  /** Letters and digits only: "295r25", "rh4a", "cat777". */
  loose: string;
  /** Lower case, accents dropped, spaces collapsed: names and titles ("quarry & aggregate"). */
  lower: string;
  /** The words for full-text search, each a prefix ("rh:* & 4a:*"); null when the text has no letter or digit. */
  tsquery: string | null;
  /** The ways the text can name a machine: any make with the whole text as a model, or a make (alias) then a model. */
  machines: MachineTerm[];
}

/** Lower case without accents ("Bélaz" -> "belaz"). */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const looseOf = (text: string) => plain(text).replace(/[^a-z0-9]+/g, '');

/** A LIKE pattern matching every text that starts with `prefix` (its %, _ and \ taken literally). */
export const startsWith = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

export function searchTerms(input: string): SearchTerms {
  const text = searchText(input);
  const lower = plain(text);
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  const machines: MachineTerm[] = [{ make: '', model: looseOf(text) }];
  // "CAT 777", "John Deere 410L", "Volvo A60H": the first word or two name the make.
  const spaced = lower.split(' ');
  for (let n = 1; n <= Math.min(2, spaced.length); n++) {
    const make = spaced.slice(0, n).join(' ');
    machines.push({ make: MAKE_ALIASES.get(make) ?? make, model: looseOf(spaced.slice(n).join(' ')) });
  }
  return {
    text,
    key: lower.replace(/\s+/g, ''),
    loose: looseOf(text),
    lower,
    // Every word a prefix ("infl" finds inflation), but a single letter or digit only as a whole word.
    tsquery: words.length === 0 ? null : words.map((w) => (w.length > 1 ? `${w}:*` : w)).join(' & '),
    machines,
  };
}
