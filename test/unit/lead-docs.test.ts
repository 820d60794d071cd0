// The lead routes' OpenAPI body schemas are generated from the yup rules that validate the bodies: a field or
// a rule added to a form schema shows up in /website/docs without touching the documentation.
import Fastify from 'fastify';
import { string } from 'yup';
import type { Config } from '../../server/config';
import { formJsonSchema } from '../../server/leads/form-schema-doc';
import { registerDocs } from '../../server/plugins/docs';
import { leadRoutes } from '../../server/routes/website/leads';
import { contactSchema, CONTACT_FIELDS, REGIONS } from '../../src/lib/forms/contact-schema';

// The contact form as if someone had just added a field with rules of each kind to it.
jest.mock('../../src/lib/forms/contact-schema', () => {
  const actual = jest.requireActual<typeof import('../../src/lib/forms/contact-schema')>('../../src/lib/forms/contact-schema');
  return {
    ...actual,
    contactSchema: actual.contactSchema.shape({
      fleet_size: string().required('Please enter your fleet size.').matches(/^[0-9]+$/, 'Digits only.').max(6),
      site_name: string().test('site', 'Not a site.', () => true),
    }),
  };
});

interface Doc {
  type: string;
  properties: Record<string, Doc>;
  required?: string[];
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  description?: string;
  'x-rules'?: string[];
}

async function openApi(): Promise<{ paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Doc }> } } }> }> {
  const app = Fastify({ logger: false });
  app.decorate('config', { brandName: 'Basalt' } as Config);
  await registerDocs(app);
  await app.register(leadRoutes, { prefix: '/website' });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/website/docs/json' });
  await app.close();
  expect(res.statusCode).toBe(200);
  return res.json();
}

const body = (doc: Awaited<ReturnType<typeof openApi>>, path: string) =>
  doc.paths[path]!.post.requestBody.content['application/json']!.schema;

describe('lead body documentation', () => {
  it('shows a field added to the yup schema, with its rules, on both contact routes', async () => {
    const doc = await openApi();
    for (const path of ['/website/contact-us', '/website/request-consultation']) {
      const data = body(doc, path).properties.data!;
      expect(data.properties.fleet_size).toEqual({ type: 'string', pattern: '^[0-9]+$', maxLength: 6 });
      expect(data.required).toContain('fleet_size');
      expect(data.required).not.toContain('site_name');
      expect(data.properties.site_name!['x-rules']).toEqual(['site']);
    }
  });

  it('documents the form fields, required fields, lengths and choices the server validates with', async () => {
    const data = body(await openApi(), '/website/contact-us').properties.data!;
    for (const field of CONTACT_FIELDS) expect(Object.keys(data.properties)).toContain(field);
    expect(data.properties.region!.enum).toEqual([...REGIONS]);
    expect(data.properties.email_address).toMatchObject({ type: 'string', maxLength: 254, 'x-rules': ['not-blank', 'email'] });
    expect(data.properties.comments).toEqual({ type: 'string', maxLength: 500 });
    expect(data.required).toEqual(expect.arrayContaining(['first_name', 'email_address', 'region', 'country']));
    expect(data.required).not.toContain('phone');
  });

  it('documents the sign-up payload from its yup schema, with the notes yup cannot hold', async () => {
    const payload = body(await openApi(), '/website/em-track/create');
    expect(payload.properties.user_type!.enum).toEqual(['DEALER', 'END_USER', 'EMPLOYEE']);
    expect(payload.properties.is_existing_user).toEqual({ type: 'boolean' });
    expect(payload.properties.em_serial_number).toMatchObject({ maxLength: 60, description: 'existing users only' });
    expect(payload.required).toEqual(
      expect.arrayContaining(['is_existing_user', 'user_type', 'first_name', 'email', 'verify_email', 'preferred_access_type']),
    );
  });
});

describe('formJsonSchema', () => {
  it('marks optional fields as not required and refuses unknown fields', () => {
    const schema = formJsonSchema(contactSchema.describe());
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).not.toContain('equipment_make');
    expect(schema.properties!.equipment_make).toEqual({ type: 'string', maxLength: 100 });
  });

  it('refuses a schema that is not an object', () => {
    expect(() => formJsonSchema(string().describe())).toThrow('expected an object schema');
  });
});
