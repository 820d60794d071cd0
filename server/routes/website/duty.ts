// The duty check's lists (issue 23): sizes with a TKPH/TMPH-rated tire, the rated tires of a size, and the haul
// machines whose tire loads it can fill in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Query } from '../../../src/contract/params';
import { websiteResponses } from '../../../src/contract/website';
import { errorResponses } from './schemas';

export const dutyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/duty/sizes', {
    schema: {
      tags: ['duty check'],
      summary: 'Distinct sizes that have a tire with a TKPH or TMPH rating, byte-wise',
      querystring: Query({}),
      response: { 200: websiteResponses.dutySizes, ...errorResponses },
    },
    handler: async () => ({ data: await app.catalog.dutySizes() }),
  });

  app.get('/duty/machines', {
    schema: {
      tags: ['duty check'],
      summary: 'Haul machines whose tire loads can be worked out (payload, empty weight, a weight split), with each axle\'s tire loads in kg',
      querystring: Query({}),
      response: { 200: websiteResponses.dutyMachines, ...errorResponses },
    },
    handler: async () => ({ data: await app.catalog.dutyMachines() }),
  });

  app.get('/duty/tires', {
    schema: {
      tags: ['duty check'],
      summary: 'The tires of a size with their TKPH/TMPH ratings of compound types 2, 4 and 6 (unrated tires left out)',
      querystring: Query({ tire_size: Type.String({ minLength: 1, maxLength: 40, description: 'a size, e.g. 29.5R25' }) }),
      response: { 200: websiteResponses.dutyTires, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.dutyTires(req.query.tire_size) }),
  });
};
