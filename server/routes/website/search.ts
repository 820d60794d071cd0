// The header search (issue 23 part 2): what a text matches among our sizes, tire lines, machines, industries,
// documents and articles. Cached with the catalog's answers (the cache is cleared when the catalog, the documents
// or the content change), from a text's second asking: most texts are typed once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchParams } from '../../../src/contract/search';
import { websiteResponses } from '../../../src/contract/website';
import { badRequest } from '../../http-errors';
import { errorResponses } from './schemas';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/search', {
    config: { cacheAdmission: 'repeated' },
    schema: {
      tags: ['search'],
      summary: 'What a text matches: sizes in any notation, tire lines, machines, industries, documents, articles; near matches apart',
      querystring: SearchParams,
      response: { 200: websiteResponses.search, ...errorResponses },
    },
    handler: async (req) => {
      if (req.query.q.trim() === '') throw badRequest('q must have something to search for, not only spaces');
      return { data: await app.siteSearch.search(req.query.q, req.query.limit) };
    },
  });
};
