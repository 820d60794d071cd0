// Hostile values for the fuzz tests: wrong types, huge values, unicode, SQL and script payloads,
// prototype-pollution keys, and the raw query-string encodings a careless or malicious client sends.
import fc from 'fast-check';

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const PAYLOADS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE lead; --',
  "'); DELETE FROM lead_outbox; --",
  '1 UNION SELECT null, version() --',
  "'; select pg_sleep(30); --",
  '$1',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\uFEFF',
  '\u202Egnp.exe',
  '\uD800',
  '😀🏳️‍🌈𝕏',
  'Ω≈ç√∫˜µ≤≥÷',
  'ÅÍÎÏ˝ÓÔÒÚÆ☃',
  '田中さんにあげて下さい',
  'مرحبا',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̜',
  ...PROTOTYPE_KEYS,
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1',
  '0',
  '0x1F',
  '1.5',
  ' 1 ',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '',
  ' ',
  '*',
  ',',
  ',,,',
  '1,1',
  '1,2,3,4',
  Array.from({ length: 250 }, (_, i) => i + 1).join(','),
];

const repeated = fc
  .tuple(fc.constantFrom('a', '9', 'é', '😀', '%', ',', '[', ' ', '<'), fc.integer({ min: 50, max: 8_000 }))
  .map(([c, n]) => c.repeat(n));

/** A string a client should never be trusted with. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PAYLOADS), weight: 5 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: repeated, weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);

/** A JSON value of any type, including deep and huge ones, for body fields. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(hostileStringShort(), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 2000 }).map((depth) => nest(depth, 'x')), weight: 1 },
  // Own keys named __proto__ / constructor, as JSON.parse makes them.
  { arbitrary: fc.constantFrom(JSON.parse('{"__proto__":{"polluted":"yes"}}'), JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}')), weight: 1 },
);

function hostileStringShort() {
  return fc.constantFrom(...PAYLOADS.filter((p) => p.length < 100));
}

/** A value wrapped in `depth` arrays or objects. */
export function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Percent-encodes a query key or value the way different clients do, or not at all. */
export const encoder: fc.Arbitrary<(text: string) => string> = fc.constantFrom(
  (text: string) => safeEncode(text),
  (text: string) => safeEncode(text).replace(/%20/g, '+'),
  // Raw: only what would break the request line itself is escaped.
  (text: string) => [...text].map((c) => (/[\s#%]/.test(c) || c.charCodeAt(0) < 0x20 || c === '\u007f' ? safeEncode(c) : c)).join(''),
  // Brackets left raw, as browsers and qs do.
  (text: string) => safeEncode(text).replace(/%5B/g, '[').replace(/%5D/g, ']'),
);

function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send its UTF-8 replacement bytes as a client would after a lossy conversion.
    return Buffer.from(text, 'utf8').toString('binary').replace(/[^A-Za-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  }
}

/** Broken percent-encodings and separators that query parsers have tripped over. */
export const rawQueryJunk = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE', '%00', '&&&', '==', '=&=', ';', '?', '&=x', 'a[=1', 'a]=1', '[]=1', '%5B%5D=1', '+', '%2B');

/** Extra query keys: unknown names, prototype keys, bracket soup. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom('a[b]', 'a[]', 'a[0]', 'a.b', '__proto__[polluted]', 'constructor[prototype][polluted]', '[', ']', 'x'.repeat(5000)),
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
);

/** `arb` about once in `n` draws, otherwise null. */
export function sometimes<T>(arb: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: n - 1 }, { arbitrary: arb, weight: 1 });
}

/**
 * Text that is not well-formed UTF-16, as JSON.parse makes it from `"\ud800"` escapes: a lone high or low
 * surrogate, or a pair in the wrong order, anywhere in a string. (JSON.stringify writes them as escapes.)
 */
export const illFormedString: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00', '\udc00\ud800'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, lone, after]) => before + lone + after);

/**
 * Query-string text whose percent-encoding is not UTF-8: a surrogate in UTF-8 form (CESU), a truncated
 * sequence, an overlong form, bytes no UTF-8 text has, a cut-off escape.
 */
export const illFormedEscape: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'a', '27.00R49', '%20'),
    fc.constantFrom('%ED%A0%80', '%ED%B0%80', '%ED%A0%BD%ED%B8%80', '%F0%9F%98', '%C0%AE', '%FF', '%80', '%E0%A4%A', '%F8%88%80%80%80'),
    fc.constantFrom('', 'z', '%20x'),
  )
  .map(([before, bad, after]) => before + bad + after);
