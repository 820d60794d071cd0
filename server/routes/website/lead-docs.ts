// JSON schemas of the lead POST bodies and answers, for the OpenAPI description. The bodies are validated by
// the shared yup schemas (server/leads/parse.ts), which name every failing field, not by these.
import { CONTACT_FIELDS, REGIONS } from '../../../src/lib/forms/contact-schema';
import { HONEYPOT_FIELD } from '../../../src/lib/forms/field-errors';
import { ACCESS_TYPES, USER_TYPES } from '../../../src/lib/forms/registration-schema';
import { errorSchema } from './schemas';

const text = { type: 'string' } as const;

const honeypot = { [HONEYPOT_FIELD]: { type: 'string', description: 'honeypot: leave empty (hidden from people)' } };

export const contactBodyDoc = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text])),
        region: { type: 'string', enum: [...REGIONS] },
        ...honeypot,
      },
      required: ['first_name', 'last_name', 'company_name', 'email_address', 'region', 'city', 'state', 'zip_code', 'country'],
    },
  },
  required: ['data'],
} as const;

export const registrationBodyDoc = {
  type: 'object',
  properties: {
    is_existing_user: { type: 'boolean' },
    em_serial_number: { type: 'string', description: 'existing users only' },
    user_type: { type: 'string', enum: [...USER_TYPES] },
    first_name: text,
    last_name: text,
    email: text,
    verify_email: text,
    country: { type: 'string', description: "ISO 3166-1 alpha-2 code; 'US' when empty" },
    state: text,
    city: text,
    preferred_access_type: { type: 'string', enum: [...ACCESS_TYPES] },
    ...honeypot,
  },
  required: ['is_existing_user', 'user_type', 'first_name', 'last_name', 'email', 'verify_email', 'preferred_access_type'],
} as const;

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
