// Error answers shared by the /website routes. The shapes themselves are the contract's (src/contract/).
import { ApiError } from '../../../src/contract/kit';

export const errorSchema = ApiError;
export const errorResponses = { 400: ApiError, 404: ApiError } as const;
