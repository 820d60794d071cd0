// GET /website/country/list (SPEC §7 country list): {code: 200, data: [{country, country_code, states?}]}.
// Served from npm data packages bundled with the server, through the response cache; the SPA's timestamp
// parameter only defeats caches, so the cache key leaves it out (config.cacheIgnore).
import type { FastifyPluginAsync } from 'fastify';
import { countryList } from '../../leads/countries';
import { errorResponses, isAllParam, obj, query, sortTypeParam, str } from './schemas';

const stateItem = { type: 'object', properties: { state: str, state_code: { type: ['string', 'null'] } }, required: ['state', 'state_code'] };
const countryItem = {
  type: 'object',
  properties: { country: str, country_code: str, states: { type: 'array', items: stateItem } },
  required: ['country', 'country_code'],
};

export const countryRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { sort_by?: 'country_code' | 'country'; sort_type?: 'asc' | 'desc' } }>('/country/list', {
    config: { cacheIgnore: ['timestamp'] },
    schema: {
      tags: ['forms'],
      summary: 'Every ISO 3166-1 country, with states/provinces where the country has them',
      querystring: query({
        sort_by: { type: 'string', enum: ['country_code', 'country'] },
        sort_type: sortTypeParam,
        is_all: isAllParam,
        timestamp: { type: 'string', pattern: '^[0-9]{1,20}$', description: 'cache buster (ignored)' },
      }),
      response: { 200: obj({ code: { type: 'integer' }, data: { type: 'array', items: countryItem } }), ...errorResponses },
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
