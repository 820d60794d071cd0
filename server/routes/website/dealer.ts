// Dealer locator search (SPEC §2 /dealers, §5, §9): dealers of one kind within 50 miles of a place typed
// by the visitor (address, city, US ZIP, Canadian postal code) or of their coordinates, nearest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DealerSearchQuery } from '../../../src/contract/dealers';
import { websiteResponses } from '../../../src/contract/website';
import { badRequest, HttpError } from '../../http-errors';
import type { DealerWhere } from '../../dealers/repository';
import { errorSchema } from './schemas';

/** SPEC §2/§5: the fixed message when the address or zip code cannot be placed. */
export const INVALID_PLACE_MESSAGE = 'Please enter a valid address or zip code.';

function where(q: DealerSearchQuery): DealerWhere {
  const hasPoint = q.lat !== undefined || q.lng !== undefined;
  if (q.q !== undefined && hasPoint) throw badRequest('Give either q or lat and lng, not both');
  if (q.q !== undefined) {
    if (q.q.trim() === '') throw badRequest('q must not be blank');
    return { q: q.q };
  }
  if (q.lat === undefined || q.lng === undefined) {
    throw badRequest(hasPoint ? 'lat and lng must be given together' : 'q (an address or zip code) or lat and lng is required');
  }
  return { latitude: q.lat, longitude: q.lng };
}

export const dealerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dealer/search', {
    schema: {
      tags: ['dealers'],
      summary: 'Dealers of one kind within 50 miles of an address, city, ZIP / postal code or point, nearest first',
      querystring: DealerSearchQuery,
      response: { 200: websiteResponses.dealerSearch, 400: errorSchema, 422: errorSchema },
    },
    handler: async (req) => {
      // Fastify's Ajv fills the parameters' defaults (useDefaults) before the handler runs.
      const query = req.query as DealerSearchQuery;
      const place = app.dealers.resolve(where(query));
      if (!place) throw new HttpError(422, INVALID_PLACE_MESSAGE);
      const { kind, unit, page, pageSize } = query;
      return { data: await app.dealers.search(place, { kind, unit, page, pageSize }) };
    },
  });
};
