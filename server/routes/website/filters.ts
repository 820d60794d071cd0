// Narrow Results filter lists (SPEC §7): tire types, tire lines and TRA industry codes of the matching sizes.
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogFilter } from '../../../src/lib/catalog-types';
import { catalogFilterParams, errorResponses, int, isAllParam, listOf, obj, query, str } from './schemas';

type FilterQuery = CatalogFilter & { is_all?: 'true' | 'false' };

const filterQuery = query({ ...catalogFilterParams, is_all: isAllParam });

function only(q: FilterQuery): CatalogFilter {
  return { tire_size: q.tire_size, rim_size_id: q.rim_size_id, segment_id: q.segment_id, application_id: q.application_id };
}

export const filterRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: FilterQuery }>('/tyre-type/list', {
    schema: {
      tags: ['filters'],
      summary: 'Tire types (Radial/Bias) of the sizes matching the search',
      querystring: filterQuery,
      response: { 200: listOf(obj({ tire_type_id: int, name: str })), ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.tireTypes(only(req.query)) }),
  });

  app.get<{ Querystring: FilterQuery }>('/tire_line/list', {
    schema: {
      tags: ['filters'],
      summary: 'Tire lines (patterns) of the sizes matching the search',
      querystring: filterQuery,
      response: {
        200: listOf(obj({ pattern_id: int, patterns: obj({ pattern_name: str }) })),
        ...errorResponses,
      },
    },
    handler: async (req) => ({ data: await app.catalog.tireLines(only(req.query)) }),
  });

  app.get<{ Querystring: FilterQuery }>('/tra/list', {
    schema: {
      tags: ['filters'],
      summary: 'TRA industry codes of the sizes matching the search',
      querystring: filterQuery,
      response: { 200: listOf(obj({ tra_code_id: int, code: str })), ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.traCodes(only(req.query)) }),
  });
};
