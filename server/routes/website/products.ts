// Products (results page), tire size detail and compare (SPEC §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPARE_LIMIT, COMPARE_MIN } from '../../../src/contract/compare';
import { catalogFilterParams, IdListParam, IdParam, IsAllParam, Query } from '../../../src/contract/params';
import { TireGone } from '../../../src/contract/retired';
import { websiteResponses } from '../../../src/contract/website';
import { badRequest, gone, notFound } from '../../http-errors';
import { errorResponses } from './schemas';

const ids = (list: string | undefined) => (list === undefined ? undefined : list.split(',').map(Number));

const compareCount = COMPARE_LIMIT === COMPARE_MIN + 1 ? `${COMPARE_MIN} or ${COMPARE_LIMIT}` : `${COMPARE_MIN} to ${COMPARE_LIMIT}`;

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/products/list', {
    schema: {
      tags: ['products'],
      summary: 'Tires matching the search and the Narrow Results filters (no filter: every tire)',
      querystring: Query({
        ...catalogFilterParams,
        is_all: Type.Optional(IsAllParam),
        tire_type_id: Type.Optional(IdListParam),
        pattern_id: Type.Optional(IdListParam),
        tra_code_id: Type.Optional(IdListParam),
      }),
      response: { 200: websiteResponses.products, ...errorResponses },
    },
    handler: async (req) => {
      const q = req.query;
      const data = await app.catalog.products({
        tire_size: q.tire_size,
        rim_size_id: q.rim_size_id,
        segment_id: q.segment_id,
        application_id: q.application_id,
        tire_type_id: ids(q.tire_type_id),
        pattern_id: ids(q.pattern_id),
        tra_code_id: ids(q.tra_code_id),
      });
      return { data };
    },
  });

  app.get('/products/detail', {
    schema: {
      tags: ['products'],
      summary: 'One tire size with its line, specification and load tables',
      querystring: Query({ tyre_size: IdParam }),
      response: { 200: websiteResponses.detail, ...errorResponses, 410: TireGone },
    },
    handler: async (req) => {
      const tire = await app.catalog.detail(req.query.tyre_size);
      if (!tire) {
        const retired = await app.catalog.retired(req.query.tyre_size);
        if (retired) throw gone(`${retired.pattern_name} ${retired.size} ${retired.ply_rating} is no longer in the catalog`, { retired });
        throw notFound(`No tire size with id ${req.query.tyre_size}`);
      }
      return { data: tire };
    },
  });

  app.get('/products/ratings', {
    schema: {
      tags: ['products'],
      summary: 'Star, ply and load index side by side: every rating the load tables of our tires in the size mark (both notations), with its load index',
      querystring: Query({ tire_size: Type.String({ minLength: 1, maxLength: 40, description: 'a size, e.g. 29.5R25 (29.5-25 is the same nominal size)' }) }),
      response: { 200: websiteResponses.sizeRatings, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.ratings(req.query.tire_size) }),
  });

  app.get('/tiresize/compare-tires', {
    schema: {
      tags: ['products'],
      summary: `${compareCount} tire sizes side by side, in the order asked for`,
      querystring: Query({ ids: Type.String({ ...IdListParam, description: `${compareCount} comma-joined tire ids` }) }),
      response: { 200: websiteResponses.compare, ...errorResponses },
    },
    handler: async (req) => {
      const list = ids(req.query.ids)!;
      if (list.length < COMPARE_MIN || list.length > COMPARE_LIMIT) throw badRequest(`ids must list ${compareCount} tire ids, comma-joined`);
      if (new Set(list).size !== list.length) throw badRequest('ids must not repeat a tire');
      const { tires, missing } = await app.catalog.compare(list);
      if (missing.length > 0) throw notFound(`No tire size with id ${missing.join(', ')}`);
      return { data: tires };
    },
  });
};
