import { and } from 'drizzle-orm';
import { rowScopesFor } from '../../src/engine/access';
import { instructionRegisters } from '../../src/features/instruction-registers/definition';
import type { Role } from '../../src/shared/roles';
import type { Db } from '../../src/server/db/database';
import { filterSql } from '../../src/engine/server/filterSql';
import { listIndexRows } from '../../src/engine/server/listIndex';
import type { ListQuery } from '../../src/engine/server/listQuery';
import { listPage, type ListPage } from '../../src/engine/server/listPage';
import { scopesSql } from '../../src/engine/server/rowScopeSql';
import { serverResources } from '../../src/features/serverResources';

const storeOf = (name: string) => serverResources.find((resource) => resource.name === name)?.store;
const store = storeOf(instructionRegisters.name)!;

/**
 * The IR list's page as `GET /api/instruction-registers` reads it (the engine's listPage over the
 * access policy's rows and the filter, an outfitter's ids from outfitter_irs), for `floorScope`
 * "<role>:<user id>": the floor's and the plans' query, without the route's session, validation
 * and serialization.
 * @example const { rows } = await irPage(db, 'collector:<id>', query);
 */
export function irPage(db: Db, floorScope: string, query: ListQuery): Promise<ListPage> {
  const [role, userId = ''] = floorScope.split(':') as [Role, string];
  const scope = scopesSql(
    { db, userId, storeOf },
    store,
    rowScopesFor([role], instructionRegisters.access, 'list'),
  );
  const where = and(scope, filterSql(db, store, query.filter));
  const index = listIndexRows(store, { id: userId, roles: [role] }, query);
  return listPage(db, store, where, query, query.range.end - query.range.start + 1, index);
}
