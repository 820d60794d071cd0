// POST bodies for the fuzz tests: valid submissions (each with a unique marker), valid ones with fields
// swapped for hostile values, random JSON, deep nesting, broken JSON, other content types, oversize bodies.
import fc from 'fast-check';
import { HONEYPOT_FIELD } from '../../../../src/lib/forms/field-errors';
import { hostileJson, hostileKey, hostileString, illFormedString, nest, PROTOTYPE_KEYS } from './hostile';

/** A valid body for a POST route, carrying `marker` in a stored text field. */
export interface ValidBody {
  build(marker: string): Record<string, unknown>;
  /** The object holding the form's fields ({data: form} or the body itself). */
  form(body: Record<string, unknown>): Record<string, unknown>;
  /** Where the form sits in the body, as the server names a field (`data`, or '' for the body itself). */
  formPath: string;
  fields: string[];
}

export interface BodyPlan {
  kind: 'valid' | 'mutated' | 'random' | 'raw' | 'deep' | 'oversize' | 'ill-formed';
  /** An ill-formed plan: the field (or `a key inside …`) the 400's message must name. */
  illFormedAt?: string;
  contentType: string | null;
  /** The payload for a marker; `sent` is the object sent when the payload is JSON of one. */
  make(marker: string): { payload: string; sent: unknown };
  /** How fast-check prints the plan in a failure report. */
  [fc.toStringMethod]?: () => string;
}

const JSON_TYPE = 'application/json';
const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text);
const contentTypes = fc.oneof(
  { arbitrary: fc.constant(JSON_TYPE), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json-patch+json',
      null,
    ),
    weight: 2,
  },
);

type Mutation = { where: 'form' | 'top'; key: string; value: unknown; remove: boolean };

function mutationArb(fields: string[]): fc.Arbitrary<Mutation> {
  return fc.record({
    where: fc.constantFrom<'form' | 'top'>('form', 'form', 'form', 'top'),
    key: fc.oneof(
      { arbitrary: fc.constantFrom(...fields), weight: 6 },
      { arbitrary: fc.constant(HONEYPOT_FIELD), weight: 1 },
      { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 },
      { arbitrary: hostileKey, weight: 1 },
    ),
    value: hostileJson,
    remove: fc.nat({ max: 7 }).map((n) => n === 0),
  });
}

function applyMutations(body: Record<string, unknown>, valid: ValidBody, mutations: Mutation[]) {
  for (const m of mutations) {
    const target = m.where === 'form' ? valid.form(body) : body;
    // An earlier mutation may have replaced the form itself with a non-object.
    if (typeof target !== 'object' || target === null) continue;
    if (m.remove) delete target[m.key];
    // defineProperty: a key named __proto__ becomes an own key, as JSON.parse would make it.
    else Object.defineProperty(target, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
  }
}

/** Raw payloads JSON.stringify cannot make. */
const rawPayloads = fc.oneof(
  hostileString,
  fc.constantFrom(
    '',
    '{',
    '{"data":',
    '{"data":{"first_name":1e400}}',
    '{"data":{"zip_code":-0}}',
    '{"data":{},"data":{}}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"data":{"constructor":{"prototype":{"polluted":"yes"}}}}',
    '\uFEFF{}',
    '[]',
    'null',
    'true',
    '"x"',
    '{"data":{"first_name":"\\ud800"}}',
    '{"a":"\\u0000"}',
    'first_name=Ada&last_name=L',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ),
  fc.integer({ min: 1, max: 6000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 6000 }).map((n) => '['.repeat(n)),
);

export function bodyPlanArb(valid: ValidBody | undefined): fc.Arbitrary<BodyPlan> {
  const jsonPlan = (kind: BodyPlan['kind'], make: (marker: string) => unknown) =>
    contentTypes.map(
      (contentType): BodyPlan => ({
        kind,
        contentType,
        make: (marker) => {
          const sent = make(marker);
          return { payload: JSON.stringify(sent) ?? 'null', sent };
        },
        [fc.toStringMethod]: () => `${kind} body as ${contentType}: ${clip(JSON.stringify(make('[marker]')) ?? 'undefined')}`,
      }),
    );
  const plans: fc.WeightedArbitrary<BodyPlan>[] = [
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).chain((v) => jsonPlan('random', () => v)), weight: 2 },
    { arbitrary: fc.anything({ maxDepth: 3 }).chain((v) => jsonPlan('random', () => v)), weight: 1 },
    {
      arbitrary: fc.tuple(rawPayloads, contentTypes).map(([raw, contentType]): BodyPlan => ({
        kind: 'raw',
        contentType,
        make: () => ({ payload: raw, sent: undefined }),
        [fc.toStringMethod]: () => `raw body as ${contentType}: ${clip(JSON.stringify(raw))}`,
      })),
      weight: 2,
    },
  ];
  if (valid) {
    plans.push(
      { arbitrary: jsonPlan('valid', (marker) => valid.build(marker)), weight: 4 },
      {
        arbitrary: fc.array(mutationArb(valid.fields), { minLength: 1, maxLength: 3 }).chain((mutations) =>
          jsonPlan('mutated', (marker) => {
            const body = valid.build(marker);
            applyMutations(body, valid, mutations);
            return body;
          }),
        ),
        weight: 6,
      },
      {
        arbitrary: fc.tuple(fc.constantFrom(...valid.fields), fc.integer({ min: 10, max: 3000 })).chain(([field, depth]) =>
          jsonPlan('deep', (marker) => {
            const body = valid.build(marker);
            valid.form(body)[field] = nest(depth, 'x');
            return body;
          }),
        ),
        weight: 1,
      },
      {
        arbitrary: fc.constantFrom(17 * 1024, 70 * 1024, 300 * 1024).chain((size) =>
          jsonPlan('oversize', (marker) => {
            const body = valid.build(marker);
            valid.form(body).comments = 'x'.repeat(size);
            return body;
          }),
        ),
        weight: 1,
      },
      { arbitrary: illFormedPlanArb(valid), weight: 2 },
    );
  }
  return fc.oneof(...plans);
}

/**
 * A valid body with one field's value, or one key of the form, turned into text that is not well-formed
 * (a lone surrogate): the server must refuse it with 400 naming that field, and store nothing.
 */
export function illFormedPlanArb(valid: ValidBody): fc.Arbitrary<BodyPlan> {
  const at = (field: string) => (valid.formPath ? `${valid.formPath}.${field}` : field);
  return fc
    .record({ field: fc.constantFrom(...valid.fields), text: illFormedString, inKey: fc.nat({ max: 5 }).map((n) => n === 0) })
    .map(({ field, text, inKey }): BodyPlan => {
      const make = (marker: string) => {
        const body = valid.build(marker);
        const form = valid.form(body);
        if (inKey) form[`x${text}`] = 'value';
        else form[field] = text;
        return { payload: JSON.stringify(body), sent: body };
      };
      const illFormedAt = inKey ? (valid.formPath ? `a key inside ${valid.formPath}` : 'a key of the body') : at(field);
      return {
        kind: 'ill-formed',
        contentType: JSON_TYPE,
        illFormedAt,
        make,
        [fc.toStringMethod]: () => `ill-formed ${illFormedAt}: ${make('[marker]').payload.slice(0, 300)}`,
      };
    });
}

/** Whether the body sent filled the honeypot (the server then answers 200 and stores nothing). */
export function filledHoneypot(valid: ValidBody | undefined, sent: unknown): boolean {
  if (!valid || typeof sent !== 'object' || sent === null || Array.isArray(sent)) return false;
  const form = valid.form(sent as Record<string, unknown>);
  const value = typeof form === 'object' && form !== null ? form[HONEYPOT_FIELD] : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

export const idempotencyKeyArb = fc.oneof(
  { arbitrary: fc.constant(null), weight: 12 },
  { arbitrary: fc.uuid(), weight: 4 },
  { arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3'), weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', 'clé', 'a'.repeat(256), 'has space', '\t'), weight: 1 },
);

/** Client addresses: mostly fresh ones; one busy address runs into the rate limit. */
export const clientAddressArb = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 8 },
  { arbitrary: fc.ipV6(), weight: 1 },
  { arbitrary: fc.constant('203.0.113.7'), weight: 2 },
);
