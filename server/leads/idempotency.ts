// Idempotency-Key of the lead POSTs: a retry with the same key and the same body gets the first answer again,
// the same key with another body is refused, a malformed key is a field error. Keys are remembered per route
// (the scope) for IDEMPOTENCY_TTL_HOURS; the repository stores a key with its lead in one transaction.
import crypto from 'node:crypto';
import type { IdempotencyRef, LeadRepository, PriorAnswer } from './repository';
import type { StoredAnswer } from './types';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const KEY_FORMAT_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different submission.';

/** The request's key reference (null without the header), or 'malformed' (a repeated header counts as malformed). */
export function idempotencyRef(scope: string, header: string | string[] | undefined, body: unknown): IdempotencyRef | null | 'malformed' {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return 'malformed';
  const requestHash = crypto.createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
  return { scope, key: header, requestHash };
}

/**
 * What a request with `ref` gets when `prior` was stored under its key: that answer again, or 'reused' when it
 * came with another body. The one rule for a retry seen before storing (priorAnswer) and for a concurrent one
 * that lost the race on the key's row (repository.store), so every instance answers alike.
 */
export function answerFor(prior: PriorAnswer, ref: IdempotencyRef): StoredAnswer | 'reused' {
  if (prior.requestHash !== ref.requestHash) return 'reused';
  return { statusCode: prior.statusCode, body: prior.body };
}

/** The first answer given under this key, 'reused' when the key came with another body, null when unseen. */
export async function priorAnswer(repository: Pick<LeadRepository, 'findAnswer'>, ref: IdempotencyRef): Promise<StoredAnswer | 'reused' | null> {
  const prior = await repository.findAnswer(ref.scope, ref.key);
  return prior ? answerFor(prior, ref) : null;
}
