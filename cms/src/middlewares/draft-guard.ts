// Drafts are for requests with a token: a content API request asking for anything but published entries
// (?status=draft) without an Authorization header is refused with 403 in Strapi's error shape. A request with
// a header goes on to the route's authentication, which refuses a bad token (401) and checks the token's or
// user's permissions: the site's read token may read drafts (its preview).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const prefix = (strapi.config.get('api.rest.prefix', '/api') as string).replace(/\/+$/, '');
  return async (ctx, next) => {
    const status = (ctx.query as Record<string, unknown>).status;
    const onApi = ctx.path === prefix || ctx.path.startsWith(`${prefix}/`);
    if (onApi && status !== undefined && status !== 'published' && !ctx.request.header.authorization) {
      throw new errors.ForbiddenError('Drafts are not public');
    }
    await next();
  };
};
