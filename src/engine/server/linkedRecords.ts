import { and, inArray, or } from 'drizzle-orm';
import { rowScopesFor, type RowScope } from '../access';
import type { SessionUser } from '../../server/auth/currentUser';
import { HttpError } from '../../server/http/httpError';
import type { ResourceStore, Values } from './resourceStore';
import { resourceNamePhrase } from '../../server/http/resourceName';
import { rowScopeSql, scopesSql, type ScopeContext } from './rowScopeSql';

/** The ids a field holds, one or many. */
const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');

function refused(field: string, resource: ReturnType<typeof resourceNamePhrase>): HttpError {
  const why = { key: 'errors.records.mayNotLinkTo', params: { resource } } as const;
  return new HttpError(403, why, { [field]: why });
}

/** The `via` scopes on `field` among a role's rows: links that make a row the user's own. */
function viaScopesOn(scope: RowScope | undefined, field: string): RowScope[] {
  if (!scope || scope === 'all') return [];
  if ('anyOf' in scope) return scope.anyOf.flatMap((inner) => viaScopesOn(inner, field));
  return 'via' in scope && scope.via === field ? [scope.scope] : [];
}

/**
 * docs/roles-and-access.md#links: every record a write points at through a reference field (the
 * order, client or IR of a document, the client or PH of an IR) must be one the writer may read,
 * or one that makes the written row their own through that very link (a client's own client
 * record). A link added elsewhere would put the row, and the file it holds, before that record's
 * readers: a certificate on another client's order would count as that order's paperwork. Only the
 * ids a write adds are checked, so a link someone else set is kept as it is. A missing record and
 * one the writer may not see answer alike, 403, so the answer never tells which ids exist.
 * @example await expectLinksReadable({ db: tx, userId: user.id, storeOf }, user, store, body, before);
 */
export async function expectLinksReadable(
  context: ScopeContext,
  user: SessionUser,
  store: ResourceStore,
  body: Values,
  before: Values | null,
): Promise<void> {
  const { definition } = store;
  for (const [field, input] of Object.entries(definition.inputs)) {
    if (input?.kind !== 'reference') continue;
    const kept = new Set(idsIn(before?.[field]));
    const added = [...new Set(idsIn(body[field]))].filter((id) => !kept.has(id));
    if (added.length === 0) continue;
    const target = context.storeOf(input.resource);
    if (!target) throw refused(field, input.resource);
    const readable = rowScopesFor(user.roles, target.definition.access, 'read');
    // Whoever reads every row may link any; a missing one is the hooks' or the database's to refuse.
    if (readable === 'all') continue;
    const own = user.roles.flatMap((role) =>
      viaScopesOn(definition.access[role]?.rows, field).map((scope) =>
        rowScopeSql(context, target, scope),
      ),
    );
    const found = await context.db
      .select({ id: target.table.id })
      .from(target.table)
      .where(
        and(
          inArray(target.table.id, added),
          target.where,
          or(scopesSql(context, target, readable), ...own),
        ),
      );
    if (found.length < added.length)
      throw refused(field, resourceNamePhrase(target.definition, 'one'));
  }
}
