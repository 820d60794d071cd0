// Narrow Results filter lists (SPEC §7): tire types, tire lines and TRA industry codes of the matching sizes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { catalogFilterParams, IsAllParam, Query, type CatalogFilter } from '../../../src/contract/params';
import { websiteResponses } from '../../../src/contract/website';
import { errorResponses } from './schemas';

const filterQuery = Query({ ...catalogFilterParams, is_all: Type.Optional(IsAllParam) });

function only(q: CatalogFilter): CatalogFilter {
  return { tire_size: q.tire_size, rim_size_id: q.rim_size_id, segment_id: q.segment_id, application_id: q.application_id };
}

export const filterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tyre-type/list', {
    schema: {
      tags: ['filters'],
      summary: 'Tire types (Radial/Bias) of the sizes matching the search',
      querystring: filterQuery,
      response: { 200: websiteResponses.tireTypes, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.tireTypes(only(req.query)) }),
  });

  app.get('/tire_line/list', {
    schema: {
      tags: ['filters'],
      summary: 'Tire lines (patterns) of the sizes matching the search',
      querystring: filterQuery,
      response: { 200: websiteResponses.tireLines, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.tireLines(only(req.query)) }),
  });

  app.get('/tra/list', {
    schema: {
      tags: ['filters'],
      summary: 'TRA industry codes of the sizes matching the search',
      querystring: filterQuery,
      response: { 200: websiteResponses.traCodes, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.traCodes(only(req.query)) }),
  });
};
