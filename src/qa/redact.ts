// Personal data in an export becomes placeholders of the same shape (docs/qa.md "Redaction"): letters become
// x/X, digits 0 stay 0 and others become 5, everything else (spaces, @, dots, dashes, +) stays. So a valid
// email stays a valid email, an invalid phone stays invalid, lengths (and their errors) are the same. Equal
// values stay equal and different values stay different, so "emails do not match" survives too.

/** Field names (compared lowercase, without _ and -) that hold personal data wherever they appear. */
const PERSONAL_KEYS = [
  /(first|last|full|given|family|middle|contact|company|user|customer|sur)name$/,
  /^surname$/,
  /email/,
  /phone|mobile|^tel$|^fax$/,
  /address|street|^city$|province|zip|postal|postcode/,
  /serial/,
  /^comments?$/,
  /^(lat|lng|lon|latitude|longitude)$/,
];

/** An email anywhere in a string (free text, cache keys) is personal whatever its field. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Names that are personal only when they hold text (a form's state field), not an object (router state). */
const PERSONAL_TEXT_KEYS = /^(state|location|q|query|searchtext|searchquery)$/;

const normalize = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

export function isPersonalKey(key: string): boolean {
  const normal = normalize(key);
  return PERSONAL_KEYS.some((pattern) => pattern.test(normal));
}

function isPersonalField(key: string, value: unknown): boolean {
  return isPersonalKey(key) || (typeof value === 'string' && PERSONAL_TEXT_KEYS.test(normalize(key)));
}

function shape(text: string): string {
  return text.replace(/[a-z]/g, 'x').replace(/[A-Z]/g, 'X').replace(/[1-9]/g, '5').replace(/(?![a-zA-Z])\p{L}/gu, 'x');
}

/** Makes a placeholder differ from another value's: bumps the last letter (x→y→z→w…) or digit (5→6…). */
function bump(text: string, round: number): string {
  const i = Math.max(text.search(/[a-zA-Z5-9][^a-zA-Z5-9]*$/), 0);
  const c = text[i] ?? 'x';
  const pool = /[0-9]/.test(c) ? '56789' : c === c.toUpperCase() ? 'XYZWVUTS' : 'xyzwvuts';
  return text.slice(0, i) + pool[round % pool.length] + text.slice(i + 1);
}

export interface Redactor {
  /** The placeholder of one personal string value. */
  text(value: string): string;
  /** Replaces, inside free text, every personal value seen so far (4+ characters: a zip inside a place label). */
  known(text: string): string;
  /** A number under a personal key (coordinates): same number of digits, same sign. */
  number(value: number): number;
  /** How many values were replaced. */
  readonly count: number;
}

export function createRedactor(): Redactor {
  const byOriginal = new Map<string, string>();
  const used = new Set<string>();
  let count = 0;
  return {
    text(value) {
      const known = byOriginal.get(value);
      if (known !== undefined) return known;
      let placeholder = shape(value);
      for (let round = 0; used.has(placeholder) && placeholder !== '' && round < 40; round += 1) {
        placeholder = bump(shape(value), round);
      }
      byOriginal.set(value, placeholder);
      used.add(placeholder);
      if (placeholder !== value) count += 1;
      return placeholder;
    },
    known(text) {
      let out = text;
      for (const [original, placeholder] of [...byOriginal].sort((a, b) => b[0].length - a[0].length)) {
        if (original.trim().length >= 4 && out.includes(original)) out = out.split(original).join(placeholder);
      }
      return out;
    },
    number(value) {
      count += 1;
      return Number(shape(String(value)).replace(/x/gi, '5'));
    },
    get count() {
      return count;
    },
  };
}

/** Replaces every email inside free text. */
export function redactEmails(text: string, redactor: Redactor): string {
  return text.replace(EMAIL, (email) => redactor.text(email));
}

/** JSON with plain-object keys sorted, as RTK Query's defaultSerializeQueryArgs writes cache keys. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * An RTK Query cache key, `endpoint({"address":"…"})`, carries the query's arguments: they are redacted as a
 * tree and the key written again, so the restored cache still matches the (redacted) arguments.
 */
function redactString(text: string, redactor: Redactor): string {
  const key = /^([\w$]+)\((\{.*\})\)$/s.exec(text);
  if (key) {
    try {
      return `${key[1]}(${sortedJson(redactTree(JSON.parse(key[2]!), redactor))})`;
    } catch {
      // not JSON after all: treat as text
    }
  }
  return redactor.known(redactEmails(text, redactor));
}

/** redactTree, twice: the first pass learns the personal values, so the second also finds them in free text. */
export function redactDocument<T>(value: T, redactor: Redactor = createRedactor()): T {
  redactTree(value, redactor);
  return redactTree(value, redactor) as T;
}

/**
 * A copy of `value` with personal data replaced: strings and numbers under personal keys (at any depth, in
 * arrays too), emails in any string and any object key, and the arguments inside RTK Query cache keys.
 *
 * Inside an `errors` object (a form's or the service's field messages: `{email_address: 'Please enter a valid
 * email address.'}`) the keys name fields but the texts are the app's messages, not what the visitor typed:
 * they are kept, so an imported form shows the same messages (emails and known personal values in them are
 * still replaced).
 */
export function redactTree(value: unknown, redactor: Redactor, personal = false, messages = false): unknown {
  if (typeof value === 'string') return personal ? redactor.text(value) : redactString(value, redactor);
  if (typeof value === 'number') return personal && value !== 0 ? redactor.number(value) : value;
  if (Array.isArray(value)) return value.map((item) => redactTree(item, redactor, personal, messages));
  if (typeof value !== 'object' || value === null) return value;
  // {field: 'email', value: '…'} (a form's change event): the value is as personal as the field it names.
  const named =
    !messages &&
    ['field', 'name', 'key'].some((k) => {
      const v = (value as Record<string, unknown>)[k];
      return typeof v === 'string' && isPersonalKey(v);
    });
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const labels = key === 'type' || key === 'field' || key === 'name' || key === 'key';
    const isPersonal = personal || (!messages && isPersonalField(key, child)) || (named && !labels);
    const isMessages = messages || (key === 'errors' && typeof child === 'object' && child !== null);
    out[redactString(key, redactor)] = redactTree(child, redactor, isPersonal, isMessages);
  }
  return out;
}

/** A URL query string with the values of personal parameters (dealers' ?q=zip, ?email=…) replaced. */
export function redactSearch(search: string, redactor: Redactor): string {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [name, value] of [...params]) {
    const normal = normalize(name);
    const next = isPersonalKey(name) || PERSONAL_TEXT_KEYS.test(normal) ? redactor.text(value) : redactEmails(value, redactor);
    if (next !== value) {
      params.set(name, next);
      changed = true;
    }
  }
  return changed ? `?${params.toString()}` : search;
}
