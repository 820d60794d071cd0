import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Uploads and static files: ./public, or STRAPI_PUBLIC_DIR (.ci/with-strapi.sh keeps a throw-away run's
  // uploads out of the project folder).
  dirs: {
    public: env('STRAPI_PUBLIC_DIR', './public'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
