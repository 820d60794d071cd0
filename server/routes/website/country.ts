// GET /website/country/list (SPEC §7 country list): {code: 200, data: [{country, country_code, states?}]}.
// Served from npm data packages bundled with the server, through the response cache; the SPA's timestamp
// parameter only defeats caches, so the cache key leaves it out (config.cacheIgnore).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountryListResponse } from '../../../src/contract/countries';
import { StringEnum } from '../../../src/contract/kit';
import { IsAllParam, Query, SortTypeParam } from '../../../src/contract/params';
import { countryList } from '../../leads/countries';
import { errorResponses } from './schemas';

export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/country/list', {
    config: { cacheIgnore: ['timestamp'] },
    schema: {
      tags: ['forms'],
      summary: 'Every ISO 3166-1 country, with states/provinces where the country has them',
      querystring: Query({
        sort_by: Type.Optional(StringEnum(['country_code', 'country'])),
        sort_type: Type.Optional(SortTypeParam),
        is_all: Type.Optional(IsAllParam),
        timestamp: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}$', description: 'cache buster (ignored)' })),
      }),
      response: { 200: CountryListResponse, ...errorResponses },
    },
    handler: async (req) => {
      const by = req.query.sort_by ?? 'country_code';
      let data = countryList();
      if (by === 'country') data = [...data].sort((a, b) => a.country.localeCompare(b.country, 'en'));
      if (req.query.sort_type === 'desc') data = [...data].reverse();
      return { code: 200, data };
    },
  });
};
