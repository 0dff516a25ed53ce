import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RowScope } from '../../../src/engine/access';
import type { ResourceName } from '../../../src/features/resourceList';
import { columnsOf, propertyOf } from '../../../src/engine/server/readRecords';
import type { ResourceStore } from '../../../src/engine/server/resourceStore';
import { serverResources } from '../../../src/features/serverResources';
import { fixturesOf } from '../../support/fixtureList';

/** What a test writes so that a scope's field holds `value`: the field, or what it derives from. */
const written = (resource: string, field: string, value: unknown): Record<string, unknown> =>
  fixturesOf(resource).derivedFields[field]?.(value) ?? { [field]: value };

const storeOf = (name: string): ResourceStore => {
  const store = serverResources.find((resource) => resource.name === name)?.store;
  if (!store) throw new Error(`no store for ${name}`);
  return store;
};

/** Whether a scope names the signed-in user anywhere (an own row differs from another user's). */
export function namesUser(scope: RowScope): boolean {
  if (scope === 'all' || 'fieldIs' in scope) return false;
  if ('anyOf' in scope) return scope.anyOf.some(namesUser);
  if ('via' in scope || 'referencedBy' in scope) return namesUser(scope.scope);
  return true;
}

/**
 * Makes rows a scope admits for `userId`, by reading the scope as a recipe (docs/roles-and-access.md#the-row-matrix):
 * `userIs`/`userIn` put the user in the field or its link table, `fieldIs` sets the value, `via`
 * points the field at a new row of the other resource admitted for the user (never a demo row, so
 * the demo data's own links do not make a row someone else's too), `referencedBy` makes such
 * a row point back, `anyOf` follows its first scope; a field the database derives is written
 * through its source (the fixtures' `derivedFields`). Rows start as the admin's (`newRow`).
 * @example const id = await rowInScope(orders.access.client.rows, clientUserId);
 */
export function rowsInScope(
  app: FastifyInstance,
  newRow: (resource: ResourceName) => Promise<{ id: string }>,
) {
  const set = async (store: ResourceStore, id: string, field: string, value: unknown) => {
    const link = store.links?.[field];
    if (link) {
      await app.db.insert(link.table).values({
        [propertyOf(link.table, link.from)]: id,
        [propertyOf(link.table, link.to)]: value,
      });
      return;
    }
    const values = Object.entries(written(store.definition.name, field, value)).map(
      ([name, one]) => {
        const column = columnsOf(store)[name];
        if (!column) throw new Error(`${store.definition.name}.${name} is not a column`);
        return [propertyOf(store.table, column), one];
      },
    );
    await app.db.update(store.table).set(Object.fromEntries(values)).where(eq(store.table.id, id));
  };

  /** Puts the row `id` of `resource` in the scope for the user; answers the row's id. */
  const admit = async (
    resource: string,
    id: string,
    scope: RowScope,
    userId: string,
  ): Promise<void> => {
    const store = storeOf(resource);
    if (scope === 'all') return;
    if ('anyOf' in scope) return admit(resource, id, scope.anyOf[0]!, userId);
    if ('userIs' in scope) return set(store, id, scope.userIs, userId);
    if ('userIn' in scope) {
      if (store.links?.[scope.userIn]) return set(store, id, scope.userIn, userId);
      return set(store, id, scope.userIn, [userId]);
    }
    if ('fieldIs' in scope) return set(store, id, scope.fieldIs, scope.value);
    if ('via' in scope)
      return set(
        store,
        id,
        scope.via,
        await rowInScope(scope.resource as ResourceName, scope.scope, userId),
      );
    const pointing = await rowInScope(scope.referencedBy as ResourceName, scope.scope, userId);
    return set(storeOf(scope.referencedBy), pointing, scope.field, id);
  };

  /** A new row of `resource` that `scopes` (all of them) admit for the user. */
  async function rowInScope(
    resource: ResourceName,
    scopes: RowScope | readonly RowScope[],
    userId: string,
  ): Promise<string> {
    const all = Array.isArray(scopes) ? scopes : [scopes as RowScope];
    // A scope on the row's own id (a user's view of themself): the row is the user.
    if (
      all.some((scope) => typeof scope === 'object' && 'userIs' in scope && scope.userIs === 'id')
    )
      return userId;
    const { id } = await newRow(resource);
    for (const scope of all) await admit(resource, id, scope, userId);
    return id;
  }
  /**
   * The body fields that would put a new row in the scope for the user (the client a `via` points
   * at, the user a `userIs` names); a `referencedBy` scope is not the body's to say.
   */
  async function fieldsInScope(
    resource: ResourceName,
    scope: RowScope,
    userId: string,
  ): Promise<Record<string, unknown>> {
    if (scope === 'all' || 'referencedBy' in scope) return {};
    if ('anyOf' in scope) return fieldsInScope(resource, scope.anyOf[0]!, userId);
    if ('userIs' in scope) return { [scope.userIs]: userId };
    if ('userIn' in scope) return { [scope.userIn]: [userId] };
    if ('fieldIs' in scope) return { [scope.fieldIs]: scope.value };
    return written(
      resource,
      scope.via,
      await rowInScope(scope.resource as ResourceName, scope.scope, userId),
    );
  }
  return { rowInScope, fieldsInScope };
}
