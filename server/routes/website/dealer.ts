// Dealer locator search (SPEC §2 /dealers, §5, §9): dealers of one kind within 50 miles of a place typed
// by the visitor (address, city, US ZIP, Canadian postal code) or of their coordinates, nearest first.
import type { FastifyPluginAsync } from 'fastify';
import { DEALER_PAGE_SIZE, type DealerKind, type DistanceUnit } from '../../../src/lib/dealer-types';
import { badRequest, HttpError } from '../../http-errors';
import type { DealerWhere } from '../../dealers/repository';
import { errorSchema, query } from './schemas';
import { dealerSearchSchema } from './dealer-schema';

/** SPEC §2/§5: the fixed message when the address or zip code cannot be placed. */
export const INVALID_PLACE_MESSAGE = 'Please enter a valid address or zip code.';

interface SearchQuery {
  q?: string;
  lat?: number;
  lng?: number;
  kind: DealerKind;
  unit: DistanceUnit;
  page: number;
  pageSize: number;
}

function where(q: SearchQuery): DealerWhere {
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

export const dealerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SearchQuery }>('/dealer/search', {
    schema: {
      tags: ['dealers'],
      summary: 'Dealers of one kind within 50 miles of an address, city, ZIP / postal code or point, nearest first',
      querystring: query({
        q: { type: 'string', maxLength: 200, description: 'address, city ("Elko, NV"), US ZIP or Canadian postal code' },
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
        kind: { type: 'string', enum: ['recommended', 'earthmover'], default: 'recommended' },
        unit: { type: 'string', enum: ['mi', 'km'], default: 'mi' },
        page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 50, default: DEALER_PAGE_SIZE },
      }),
      response: { 200: dealerSearchSchema, 400: errorSchema, 422: errorSchema },
    },
    handler: async (req) => {
      const place = app.dealers.resolve(where(req.query));
      if (!place) throw new HttpError(422, INVALID_PLACE_MESSAGE);
      const { kind, unit, page, pageSize } = req.query;
      return { data: await app.dealers.search(place, { kind, unit, page, pageSize }) };
    },
  });
};
