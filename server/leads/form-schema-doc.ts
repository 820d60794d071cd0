// JSON Schema of a yup form schema, for the OpenAPI description of the lead POST bodies. Generated from
// yup's describe(), so the documented fields, required fields, lengths and choices are the rules that
// validate (server/leads/parse.ts), never a second copy. Rules yup knows only by name (our custom tests,
// such as the email format or the whitespace rule) are listed in `x-rules` and in the description.
import type { SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  'x-rules'?: string[];
}

type Test = SchemaDescription['tests'][number];

/** Our named tests (src/lib/forms), in words; a rule without words here is listed by its name. */
const RULE_WORDS: Record<string, string> = {
  'not-blank': 'not only whitespace',
  whitespace: 'not only whitespace, no run of two or more spaces',
  email: 'an email address (name@domain.suffix, checked after trimming)',
  phone: 'a phone number: an optional +, then 2 to 15 digits, the first not 0',
  match: 'the same as email',
  absent: 'only sent by existing users',
};

const isObject = (d: SchemaFieldDescription): d is SchemaObjectDescription => d.type === 'object' && 'fields' in d;
const hasTests = (d: SchemaFieldDescription): d is SchemaDescription => 'tests' in d;

/** yup's built-in tests that JSON Schema says with a keyword. */
function keyword(type: string, test: Test): Partial<JsonSchema> | null {
  const params = (test.params ?? {}) as Record<string, unknown>;
  const n = (key: string) => (typeof params[key] === 'number' ? (params[key] as number) : undefined);
  if (type === 'string' && test.name === 'max') return { maxLength: n('max') };
  if (type === 'string' && test.name === 'min') return { minLength: n('min') };
  if (type === 'string' && test.name === 'length') return { minLength: n('length'), maxLength: n('length') };
  if (type === 'string' && test.name === 'matches' && params.regex instanceof RegExp) return { pattern: params.regex.source };
  if (type === 'number' && test.name === 'max') return { maximum: n('max') };
  if (type === 'number' && test.name === 'min') return { minimum: n('min') };
  if (test.name === 'required') return {};
  return null;
}

function field(d: SchemaFieldDescription): JsonSchema {
  if (isObject(d)) return objectSchema(d);
  const out: JsonSchema = { type: d.type === 'mixed' ? undefined : d.type };
  if (!hasTests(d)) return out;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  const choices = d.oneOf.filter((v) => v !== undefined);
  if (choices.length > 0) out.enum = choices;
  const rules: string[] = [];
  for (const test of d.tests) {
    const known = keyword(d.type, test);
    if (known) Object.assign(out, known);
    else if (test.name) rules.push(test.name);
  }
  if (rules.length > 0) {
    out['x-rules'] = rules;
    out.description = `Also checked: ${rules.map((r) => RULE_WORDS[r] ?? r).join('; ')}.`;
  }
  return out;
}

function objectSchema(d: SchemaObjectDescription): JsonSchema {
  const properties = Object.fromEntries(Object.entries(d.fields).map(([name, f]) => [name, field(f)]));
  const required = Object.entries(d.fields)
    .filter(([, f]) => hasTests(f) && !f.optional)
    .map(([name]) => name);
  // Unknown fields are refused (parse.ts names each).
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The JSON Schema of a yup object schema's description (`schema.describe()`). */
export function formJsonSchema(description: SchemaObjectDescription | SchemaFieldDescription): JsonSchema {
  if (!isObject(description)) throw new Error(`formJsonSchema: expected an object schema, got ${description.type}`);
  return objectSchema(description);
}
