// POST /website/contact-us, /website/request-consultation (body {data: form}) and /website/em-track/create
// (body: the registration payload). Validated with the browser's own schemas; stored with its notification
// in one transaction before the 200; Idempotency-Key replays the first answer; per-client rate limit;
// a filled honeypot gets the usual answer and nothing is stored. Contact and consultation requests may carry
// `diagnostics` (the visitor's redacted QA state export, stored with the lead), hence their larger body limit.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DIAGNOSTICS_MAX_LENGTH } from '../../leads/diagnostics';
import { KEY_REUSED_MESSAGE } from '../../leads/idempotency';
import type { LeadKind } from '../../leads/types';
import { contactBodyDoc, leadResponses, registrationBodyDoc } from './lead-docs';

/** Per client address and route. People send one form now and then; bots are slowed to a crawl. */
export const LEAD_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };
/** Forms are small (comments at most 500 characters): 16 KB is far above any real one. */
export const LEAD_BODY_LIMIT = 16 * 1024;
/**
 * Contact and consultation: the form plus an attachment of at most 512 KB as the browser sends it (it counts
 * the attachment's quoting inside the body); larger bodies get 413.
 */
export const LEAD_WITH_DIAGNOSTICS_BODY_LIMIT = 600 * 1024;

function rateLimited(_req: FastifyRequest, ctx: { ttl: number }) {
  const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
  return Object.assign(
    new Error(`Too many submissions from your address. Please try again in ${seconds} seconds.`),
    { statusCode: 429 },
  );
}

function fieldError(reply: FastifyReply, errors: Record<string, string>) {
  const fields = Object.keys(errors);
  return reply.status(400).send({
    statusCode: 400,
    error: 'Bad Request',
    // Only the attachment is wrong: say what (the form itself was fine).
    message: fields.length === 1 && fields[0] === 'diagnostics' && errors.diagnostics ? errors.diagnostics : `Please correct: ${fields.join(', ')}.`,
    errors,
  });
}

const contactWithDiagnosticsDoc = {
  ...contactBodyDoc,
  properties: {
    ...contactBodyDoc.properties,
    diagnostics: {
      type: 'string',
      maxLength: DIAGNOSTICS_MAX_LENGTH,
      description: 'optional: diagnostic information, a redacted state export of the site as JSON text (an object with formatVersion)',
    },
  },
} as const;

const ROUTES: { url: string; kind: LeadKind; summary: string; body: object; bodyLimit: number }[] = [
  { url: '/contact-us', kind: 'contact', summary: 'Send a contact request', body: contactWithDiagnosticsDoc, bodyLimit: LEAD_WITH_DIAGNOSTICS_BODY_LIMIT },
  {
    url: '/request-consultation',
    kind: 'consultation',
    summary: 'Request a consultation',
    body: contactWithDiagnosticsDoc,
    bodyLimit: LEAD_WITH_DIAGNOSTICS_BODY_LIMIT,
  },
  { url: '/em-track/create', kind: 'emtrack', summary: 'Sign up for EMTrack', body: registrationBodyDoc, bodyLimit: LEAD_BODY_LIMIT },
];

export const leadRoutes: FastifyPluginAsync = async (app) => {
  for (const route of ROUTES) {
    app.post(route.url, {
      bodyLimit: route.bodyLimit,
      config: { rateLimit: { ...LEAD_RATE_LIMIT, errorResponseBuilder: rateLimited } },
      schema: {
        tags: ['forms'],
        summary: route.summary,
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', description: 'retries with the same key get the first answer' } },
        },
        body: route.body,
        response: leadResponses,
      },
      // The yup schemas shared with the browser validate the body (every failing field, strictly, no
      // coercion); the JSON schema above only documents it.
      validatorCompiler: () => () => true,
      handler: async (req, reply) => {
        const outcome = await app.leads.submit({
          kind: route.kind,
          scope: route.url,
          body: req.body,
          idempotencyKey: req.headers['idempotency-key'],
          clientIp: req.ip ?? null,
        });
        if (outcome.status === 'invalid') return fieldError(reply, outcome.errors);
        if (outcome.status === 'key-reused') {
          return reply.status(422).send({ statusCode: 422, error: 'Unprocessable Entity', message: KEY_REUSED_MESSAGE });
        }
        if (outcome.bot) req.log.info({ route: route.url }, 'honeypot filled: submission dropped');
        if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.status(outcome.answer.statusCode as 200).send(outcome.answer.body);
      },
    });
  }
};
