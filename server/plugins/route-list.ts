// Every route as it is registered (method, url, schema, limits): the fuzz tests read it so that a new
// endpoint is fuzzed, size-limited and rate-limit-checked without anyone listing it by hand.
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
  schema?: FastifySchema;
  bodyLimit?: number;
  /** The route's own @fastify/rate-limit settings, when it has some. */
  rateLimit?: unknown;
  /** An admin route's scope, or that it needs a console session (server/plugins/admin-auth.ts). */
  adminScope?: string;
  signedIn?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes registered after registerRouteList, one entry per method. */
    routeList: readonly RouteInfo[];
  }
}

export function registerRouteList(app: FastifyInstance): void {
  const routes: RouteInfo[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { rateLimit?: unknown; adminScope?: string; signedIn?: boolean } | undefined;
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        bodyLimit: route.bodyLimit,
        rateLimit: config?.rateLimit,
        ...(config?.adminScope ? { adminScope: config.adminScope } : {}),
        ...(config?.signedIn ? { signedIn: true } : {}),
      });
    }
  });
}
