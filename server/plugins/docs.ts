// OpenAPI description generated from the same route schemas that validate requests: /website/docs.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.brandName} OTR public site service`,
        description: 'Catalog, finder, documents, forms and dealers of the OTR tire website. Every call is public.',
        version: '1.0.0',
      },
      tags: [
        { name: 'finder', description: 'Tire Finder lists' },
        { name: 'filters', description: 'Narrow Results filter lists' },
        { name: 'products', description: 'Tires, detail and compare' },
        { name: 'resources', description: 'Brochures, sell sheets, pressure recommendations, databook' },
        { name: 'dealers', description: 'Dealer locator: search by address, city, ZIP / postal code or point' },
        { name: 'content', description: 'Content service (Strapi v5 REST dialect) under /content/api' },
        { name: 'service', description: 'Service health' },
      ],
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/website/docs' });
}
