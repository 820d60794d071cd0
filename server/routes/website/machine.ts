// Find by machine (issue 23 part 1): the fitment table's machines, and one machine with its sizes and our tires.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MachineIdParam } from '../../../src/contract/machine';
import { Query } from '../../../src/contract/params';
import { websiteResponses } from '../../../src/contract/website';
import { notFound } from '../../http-errors';
import { errorResponses } from './schemas';

const Name = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });

export const machineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/machine/list', {
    schema: {
      tags: ['find by machine'],
      summary: 'The machines of the fitment table by make, then model (numbers in order: 777G before 785C)',
      querystring: Query({
        make: Type.Optional(Name('only this make, case ignored (Caterpillar)')),
        equipment: Type.Optional(Name('only this equipment type, case ignored (Wheel Loader)')),
      }),
      response: { 200: websiteResponses.machineList, ...errorResponses },
    },
    handler: async (req) => ({ data: await app.catalog.machineList({ make: req.query.make, equipment: req.query.equipment }) }),
  });

  app.get('/machine/detail', {
    schema: {
      tags: ['find by machine'],
      summary: 'One machine: its OE sizes front and rear, rim, weights, source, and how many of our tires each size has',
      querystring: Query({ machine: MachineIdParam }),
      response: { 200: websiteResponses.machineDetail, ...errorResponses },
    },
    handler: async (req) => {
      const machine = await app.catalog.machineDetail(req.query.machine);
      if (!machine) throw notFound(`No machine "${req.query.machine}" in the fitment table`);
      return { data: machine };
    },
  });
};
