// Tire Finder lists (SPEC §7): rim sizes, tire sizes, industries and equipment types.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { catalogFilterParams, IdParam, listingParams, Query } from '../../../src/contract/params';
import { websiteResponses } from '../../../src/contract/website';
import { applyListing } from './listing';
import { errorResponses } from './schemas';

export const finderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/rimsize/list', {
    schema: {
      tags: ['finder'],
      summary: 'Rim diameters, ascending',
      querystring: Query(listingParams('rim_diameter')),
      response: { 200: websiteResponses.rimSizes, ...errorResponses },
    },
    handler: async (req) => ({ data: applyListing(await app.catalog.rimSizes(), req.query) }),
  });

  app.get('/tiresize/list', {
    schema: {
      tags: ['finder'],
      summary: 'Distinct tire sizes, optionally for an equipment type, rim, industry or search text',
      querystring: Query({
        ...listingParams('size'),
        application_id: Type.Optional(IdParam),
        rim_size_id: Type.Optional(IdParam),
        segment_id: Type.Optional(IdParam),
        search: Type.Optional(Type.String({ maxLength: 60 })),
      }),
      response: { 200: websiteResponses.tireSizes, ...errorResponses },
    },
    handler: async (req) => {
      const { application_id, rim_size_id, segment_id } = req.query;
      // SPEC §5: the size filter trims the text and ignores blank text.
      const search = req.query.search?.trim() || undefined;
      const rows = await app.catalog.tireSizes({ application_id, rim_size_id, segment_id, search });
      return { data: applyListing(rows, req.query) };
    },
  });

  app.get('/segment/list', {
    schema: {
      tags: ['finder'],
      summary: 'Industries, by name',
      querystring: Query(listingParams('name')),
      response: { 200: websiteResponses.segments, ...errorResponses },
    },
    handler: async (req) => ({ data: applyListing(await app.catalog.segments(), req.query) }),
  });

  app.get('/application/list', {
    schema: {
      tags: ['finder'],
      summary: 'Equipment types, by name, optionally of one industry',
      querystring: Query({ ...listingParams('name'), segment_id: catalogFilterParams.segment_id }),
      response: { 200: websiteResponses.applications, ...errorResponses },
    },
    handler: async (req) => {
      const all = await app.catalog.applications(req.query.segment_id);
      return { data: { rows: applyListing(all, req.query), count: all.length } };
    },
  });
};
