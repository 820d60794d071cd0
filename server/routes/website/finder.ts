// Tire Finder lists (SPEC §7): rim sizes, tire sizes, industries and equipment types.
import type { FastifyPluginAsync } from 'fastify';
import { applyListing, type ListingQuery } from './listing';
import {
  catalogFilterParams,
  errorResponses,
  idParam,
  int,
  listingParams,
  listOf,
  num,
  obj,
  query,
  str,
} from './schemas';

interface TireSizeQuery extends ListingQuery {
  application_id?: number;
  rim_size_id?: number;
  segment_id?: number;
  search?: string;
}

export const finderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListingQuery }>('/rimsize/list', {
    schema: {
      tags: ['finder'],
      summary: 'Rim diameters, ascending',
      querystring: query(listingParams('rim_diameter')),
      response: { 200: listOf(obj({ rim_size_id: int, rim_diameter: num })), ...errorResponses },
    },
    handler: async (req) => ({ data: applyListing(await app.catalog.rimSizes(), req.query) }),
  });

  app.get<{ Querystring: TireSizeQuery }>('/tiresize/list', {
    schema: {
      tags: ['finder'],
      summary: 'Distinct tire sizes, optionally for an equipment type, rim, industry or search text',
      querystring: query({
        ...listingParams('size'),
        application_id: idParam,
        rim_size_id: idParam,
        segment_id: idParam,
        search: { type: 'string', maxLength: 60 },
      }),
      response: { 200: listOf(obj({ size: str })), ...errorResponses },
    },
    handler: async (req) => {
      const { application_id, rim_size_id, segment_id } = req.query;
      // SPEC §5: the size filter trims the text and ignores blank text.
      const search = req.query.search?.trim() || undefined;
      const rows = await app.catalog.tireSizes({ application_id, rim_size_id, segment_id, search });
      return { data: applyListing(rows, req.query) };
    },
  });

  app.get<{ Querystring: ListingQuery }>('/segment/list', {
    schema: {
      tags: ['finder'],
      summary: 'Industries, by name',
      querystring: query(listingParams('name')),
      response: { 200: listOf(obj({ segment_id: int, name: str })), ...errorResponses },
    },
    handler: async (req) => ({ data: applyListing(await app.catalog.segments(), req.query) }),
  });

  app.get<{ Querystring: ListingQuery & { segment_id?: number } }>('/application/list', {
    schema: {
      tags: ['finder'],
      summary: 'Equipment types, by name, optionally of one industry',
      querystring: query({ ...listingParams('name'), segment_id: catalogFilterParams.segment_id }),
      response: {
        200: obj({
          data: obj({ rows: { type: 'array', items: obj({ application_id: int, name: str }) }, count: int }),
        }),
        ...errorResponses,
      },
    },
    handler: async (req) => {
      const all = await app.catalog.applications(req.query.segment_id);
      return { data: { rows: applyListing(all, req.query), count: all.length } };
    },
  });
};
