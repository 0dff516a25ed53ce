import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDefinition } from '../defineResource';
import type { recordAccess } from './recordAccess';
import { defineStore, type ResourceStore } from './resourceStore';

/** The generic ra-data-simple-rest routes the engine can serve for a resource. */
export const CRUD_ROUTES = ['list', 'read', 'create', 'update', 'delete'] as const;
export type CrudRoute = (typeof CRUD_ROUTES)[number];

export type RecordAccess = ReturnType<typeof recordAccess>;

/** What a resource's own routes get from the engine: its store and its access checks. */
export interface ResourceRoutesOptions {
  store: ResourceStore;
  access: RecordAccess;
}

/** A resource's server side in one place: its table binding, hooks and routes beyond CRUD. */
export interface ServerResource<N extends string = string> {
  name: N;
  store: ResourceStore;
  /** The generic routes it gets; its own `routes` serve the others. */
  crud: readonly CrudRoute[];
  routes?: FastifyPluginAsyncZod<ResourceRoutesOptions>;
}

type StoreOptions = Omit<ResourceStore, 'definition'>;

/**
 * Binds a definition to its table, hooks and custom routes; the engine serves it (crudRoutes).
 * @example export const species = serverResource(speciesDefinition, { table: schema.species });
 */
export function serverResource<N extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record and body shapes
  definition: ResourceDefinition<any, any, any, N>,
  {
    crud = CRUD_ROUTES,
    routes,
    ...store
  }: StoreOptions & Partial<Pick<ServerResource, 'crud' | 'routes'>>,
): ServerResource<N> {
  return { name: definition.name, store: defineStore(definition, store), crud, routes };
}
