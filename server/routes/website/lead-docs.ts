// JSON schemas of the lead POST bodies and answers, for the OpenAPI description. The bodies are generated from
// the shared yup schemas that validate them (server/leads/parse.ts, which names every failing field), so the
// description cannot drift from the rules; this file only adds what yup does not hold (honeypot, notes).
import { contactSchema } from '../../../src/lib/forms/contact-schema';
import { HONEYPOT_FIELD } from '../../../src/lib/forms/field-errors';
import { registrationPayloadSchema } from '../../../src/lib/forms/registration-schema';
import { formJsonSchema, type JsonSchema } from '../../leads/form-schema-doc';
import { errorSchema } from './schemas';

const text = { type: 'string' } as const;

const honeypot: Record<string, JsonSchema> = {
  [HONEYPOT_FIELD]: { type: 'string', description: 'honeypot: leave empty (hidden from people)' },
};

/** A generated form schema with the honeypot and notes on some fields. */
function withExtras(schema: JsonSchema, notes: Record<string, string> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...schema.properties, ...honeypot };
  for (const [name, note] of Object.entries(notes)) {
    const prop = properties[name]!;
    properties[name] = { ...prop, description: prop.description ? `${note}. ${prop.description}` : note };
  }
  return { ...schema, properties };
}

export const contactBodyDoc = {
  type: 'object',
  properties: { data: withExtras(formJsonSchema(contactSchema.describe())) },
  required: ['data'],
  additionalProperties: false,
} satisfies JsonSchema;

// describe() holds no messages, so the brand the messages name does not matter here.
export const registrationBodyDoc = withExtras(formJsonSchema(registrationPayloadSchema('').describe()), {
  em_serial_number: 'existing users only',
  country: "ISO 3166-1 alpha-2 code; 'US' when empty",
});

export const acceptedDoc = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: text },
  required: ['code', 'message'],
} as const;

export const fieldErrorsDoc = {
  type: 'object',
  properties: {
    ...errorSchema.properties,
    errors: { type: 'object', additionalProperties: text, description: 'field name -> message' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const leadResponses = {
  200: acceptedDoc,
  400: fieldErrorsDoc,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
} as const;
