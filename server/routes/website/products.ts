// Products (results page), tire size detail and compare (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogFilter } from '../../../src/lib/catalog-types';
import { badRequest, notFound } from '../../http-errors';
import { catalogFilterParams, errorResponses, idListParam, idParam, isAllParam, listOf, obj, query } from './schemas';
import { tireDetailSchema, tireRowSchema } from './tire-schema';

type ProductQuery = CatalogFilter & {
  is_all?: 'true' | 'false';
  tire_type_id?: string;
  pattern_id?: string;
  tra_code_id?: string;
};

const ids = (list: string | undefined) => (list === undefined ? undefined : list.split(',').map(Number));

export const productRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ProductQuery }>('/products/list', {
    schema: {
      tags: ['products'],
      summary: 'Tires matching the search and the Narrow Results filters (no filter: every tire)',
      querystring: query({
        ...catalogFilterParams,
        is_all: isAllParam,
        tire_type_id: idListParam,
        pattern_id: idListParam,
        tra_code_id: idListParam,
      }),
      response: { 200: listOf(tireRowSchema), ...errorResponses },
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

  app.get<{ Querystring: { tyre_size: number } }>('/products/detail', {
    schema: {
      tags: ['products'],
      summary: 'One tire size with its line, specification and load tables',
      querystring: { ...query({ tyre_size: idParam }), required: ['tyre_size'] },
      response: { 200: obj({ data: tireDetailSchema }), ...errorResponses },
    },
    handler: async (req) => {
      const tire = await app.catalog.detail(req.query.tyre_size);
      if (!tire) throw notFound(`No tire size with id ${req.query.tyre_size}`);
      return { data: tire };
    },
  });

  app.get<{ Querystring: { ids: string } }>('/tiresize/compare-tires', {
    schema: {
      tags: ['products'],
      summary: 'Two or three tire sizes side by side, in the order asked for',
      querystring: { ...query({ ids: idListParam }), required: ['ids'] },
      response: { 200: listOf(tireDetailSchema), ...errorResponses },
    },
    handler: async (req) => {
      const list = ids(req.query.ids)!;
      if (list.length < 2 || list.length > 3) throw badRequest('ids must list 2 or 3 tire ids, comma-joined');
      if (new Set(list).size !== list.length) throw badRequest('ids must not repeat a tire');
      const { tires, missing } = await app.catalog.compare(list);
      if (missing.length > 0) throw notFound(`No tire size with id ${missing.join(', ')}`);
      return { data: tires };
    },
  });
};
