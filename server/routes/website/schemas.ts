// JSON schemas shared by the /website routes: they validate requests, serialise responses and feed the
// OpenAPI description at /website/docs.

export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const errorResponses = { 400: errorSchema, 404: errorSchema } as const;

const MAX_INT4 = 2147483647;
export const idParam = { type: 'integer', minimum: 1, maximum: MAX_INT4 } as const;
/** Comma-joined ids, e.g. "3,7,12". */
export const idListParam = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,199}$',
  description: 'comma-joined ids',
} as const;

export const isAllParam = { type: 'string', enum: ['true', 'false'] } as const;
export const sortTypeParam = { type: 'string', enum: ['asc', 'desc'] } as const;
export const pageParam = { type: 'integer', minimum: 1, maximum: 100000 } as const;
export const limitParam = { type: 'integer', minimum: 1, maximum: 1000 } as const;
export const sortByParam = (column: string) => ({ type: 'string', enum: [column] }) as const;

/** Querystring object that refuses unknown parameters (400 naming them). */
export function query<P extends Record<string, object>>(properties: P) {
  return { type: 'object', properties, additionalProperties: false } as const;
}

/** Listing parameters of the finder lists (SPEC §7: sort_by, sort_type, is_all). */
export function listingParams(sortColumn: string) {
  return {
    sort_by: sortByParam(sortColumn),
    sort_type: sortTypeParam,
    is_all: isAllParam,
    page: pageParam,
    limit: limitParam,
  } as const;
}

export const catalogFilterParams = {
  tire_size: { type: 'string', minLength: 1, maxLength: 40 },
  rim_size_id: idParam,
  segment_id: idParam,
  application_id: idParam,
} as const;

export function listOf(item: object) {
  return { type: 'object', properties: { data: { type: 'array', items: item } }, required: ['data'] } as const;
}

export function obj(properties: Record<string, object>, required: string[] = Object.keys(properties)) {
  return { type: 'object', properties, required } as const;
}

export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const str = { type: 'string' } as const;
