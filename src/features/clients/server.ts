import { and, inArray, sql } from 'drizzle-orm';
import { clients } from './definition';
import { isStaffManager } from '../../shared/roles';
import { clients as clientsTable, clientOutfitters, clientSortNameSql } from './table';
import { users } from '../users/table';
import type { Values, WriteContext } from '../../engine/server/resourceStore';
import { joinedNameSql, personNameSql } from '../../server/db/personName';
import { serverResource } from '../../engine/server/serverResource';
import { sameEmail } from '../../server/db/textMatch';
import { columnValues } from '../../engine/server/crudWrites';
import { HttpError } from '../../server/http/httpError';
import { outfittersServer } from '../outfitters/server';
import { linkClientRoute } from './server/linkRoute';

const table = clientsTable;

/** The account with this e-mail, if any: the client record and that account become one. */
const accountIdByEmail = async ({ tx }: WriteContext, email: string) => {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sameEmail(users.email, email));
  return account?.id ?? null;
};

/**
 * docs/domain.md#clients: once a record belongs to an account, its e-mail is that account's sign-in
 * address, which only its owner changes; an editor changing it would hand the record, its orders
 * and quote decisions to whoever holds the new address.
 */
function keepAccountEmail(body: Values, before: Values | null): void {
  if (!before?.userId || sameAddress(body.email, before.email)) return;
  throw new HttpError(400, 'errors.clients.signInEmail', {
    email: 'errors.clients.onlyClientChangesEmail',
  });
}

const sameAddress = (a: unknown, b: unknown) =>
  String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/**
 * docs/domain.md#clients: an outfitter's record for an address that has an account would join
 * that account at once and open its phone and address to them; like an address that is a
 * client's already, it answers 409 "link them instead", and linking asks the holder's consent.
 * Every existing person's address answers alike, so the answer tells nobody which have accounts.
 */
async function refuseAccountEmail(
  context: WriteContext,
  body: Values,
  before: Values | null,
): Promise<void> {
  if (before?.userId || (before && sameAddress(body.email, before.email))) return;
  if (await accountIdByEmail(context, body.email as string))
    throw new HttpError(409, 'errors.clients.emailTaken');
}

/** Links may name only enabled hunting outfitters, as the picker offers them. */
async function assertOutfitters({ tx }: WriteContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), outfittersServer.store.where));
  if (found.length !== new Set(ids).size) {
    throw new HttpError(400, 'errors.clients.chooseOutfitters', {
      outfitterIds: 'errors.clients.notAnEnabledOutfitter',
    });
  }
}

/** Client records, linked to their outfitters, joined to the account of the same e-mail. */
export const clientsServer = serverResource(clients, {
  table,
  computed: { fullName: personNameSql(table) },
  // Names and addresses sort in any case, on the indexes that hold them so (docs/api.md#lists-without-a-count).
  sortBy: { fullName: clientSortNameSql, email: sql`lower(${table.email})` },
  // A name is found on clients_name_trgm_idx; a client without one by their e-mail, searched too.
  searchBy: { fullName: (pattern) => sql`${joinedNameSql(table)} ilike ${pattern}` },
  links: {
    outfitterIds: {
      table: clientOutfitters,
      from: clientOutfitters.clientId,
      to: clientOutfitters.outfitterId,
    },
  },
  uniqueMessages: {
    clients_email_lower_key: 'errors.clients.emailTaken',
  },
  hooks: {
    prepare: async (context, body, before) => {
      keepAccountEmail(body, before);
      // An outfitter's clients are linked to them and stay so: they cannot add or drop other links.
      if (!isStaffManager(context.user.roles)) {
        await refuseAccountEmail(context, body, before);
        const outfitterIds = before ? (before.outfitterIds as string[]) : [context.user.id];
        return { ...body, outfitterIds };
      }
      const added = (body.outfitterIds as string[]).filter(
        (id) => !((before?.outfitterIds as string[] | undefined) ?? []).includes(id),
      );
      await assertOutfitters(context, added);
      return body;
    },
    // A record joins the account of its e-mail once; after that the e-mail cannot change here.
    columns: async (context, body, before): Promise<Values> => ({
      ...columnValues(clientsServer.store, body),
      userId:
        (before?.userId as string | null) ??
        (await accountIdByEmail(context, body.email as string)),
    }),
  },
  routes: linkClientRoute,
});
