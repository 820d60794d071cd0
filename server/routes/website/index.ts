// Everything under /website: the public site service.
import type { FastifyPluginAsync } from 'fastify';
import { finderRoutes } from './finder';
import { filterRoutes } from './filters';
import { productRoutes } from './products';
import { documentRoutes, resourceListRoutes } from './resources';
import { useResponseCache } from '../../plugins/response-cache';
import { countryRoutes } from './country';
import { leadRoutes } from './leads';
import { dealerRoutes } from './dealer';
import { dutyRoutes } from './duty';
import { machineRoutes } from './machine';
import { searchRoutes } from './search';

export const websiteRoutes: FastifyPluginAsync = async (app) => {
  // Liveness, and the trivial endpoint the benchmark compares catalog calls against.
  app.get('/health', {
    schema: {
      tags: ['service'],
      summary: 'Liveness check',
      response: { 200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } },
    },
    // A cache in front must not answer for the instance (/health/ready is the load balancer's check).
    handler: async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  });
  await app.register(async (catalog) => {
    useResponseCache(catalog, app.responseCache);
    await catalog.register(finderRoutes);
    await catalog.register(filterRoutes);
    await catalog.register(productRoutes);
    await catalog.register(resourceListRoutes);
    await catalog.register(countryRoutes);
    await catalog.register(dutyRoutes);
    await catalog.register(machineRoutes);
    await catalog.register(searchRoutes);
  });
  await app.register(documentRoutes);
  await app.register(leadRoutes);
  await app.register(dealerRoutes);
};
