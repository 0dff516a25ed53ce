import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../access';

/** A call beyond CRUD that a definition's `customActions` names (the clients' `link`). */
export type CustomAction = string;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does to its resource; the resource's access policy decides who may. */
    access?: Action | CustomAction;
  }
}

/**
 * Makes a resource's access policy a property of its routes: each route in `scope` declares
 * `config: { access: 'read' }` (registering one without fails at start), and a preHandler checks
 * it before the handler runs, after the body's validation, so bad input still answers 400 first.
 * @example routeAccess(scope, access.check); scope.get(path, { config: { access: 'read' } }, handler)
 */
export function routeAccess(
  scope: FastifyInstance,
  check: (request: FastifyRequest, action: Action | CustomAction) => unknown,
): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`${route.method} ${route.url} declares no access (config: { access })`);
    }
  });
  scope.addHook('preHandler', async (request) => {
    check(request, request.routeOptions.config.access!);
  });
}
