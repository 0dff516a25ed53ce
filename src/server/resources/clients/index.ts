import { clients } from '../../../../resources/clients';
import { isStaffManager } from '../../../../resources/roles';
import * as tables from '../../db/schema';
import type { Values, WriteContext } from '../../engine/resourceStore';
import { personNameSql } from '../../engine/personName';
import { serverResource } from '../../engine/serverResource';
import { sameEmail } from '../../engine/textMatch';
import { columnValues } from '../../engine/writeRecords';
import { linkClientRoute } from './linkRoute';

const { clientOutfitters, users } = tables;
const table = tables.clients;

/** The account with this e-mail, if any: the client record and that account become one. */
const accountIdByEmail = async ({ tx }: WriteContext, email: string) => {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sameEmail(users.email, email));
  return account?.id ?? null;
};

/** Client records, linked to their outfitters, joined to the account of the same e-mail. */
export const clientsServer = serverResource(clients, {
  table,
  computed: { fullName: personNameSql(table) },
  links: {
    outfitterIds: {
      table: clientOutfitters,
      from: clientOutfitters.clientId,
      to: clientOutfitters.outfitterId,
    },
  },
  uniqueMessages: {
    clients_email_lower_key: 'A client with this e-mail already exists; link them instead',
  },
  hooks: {
    // An outfitter's clients are linked to them and stay so: they cannot add or drop other links.
    prepare: (context, body, before) => {
      if (isStaffManager(context.user.roles)) return body;
      const outfitterIds = before ? (before.outfitterIds as string[]) : [context.user.id];
      return { ...body, outfitterIds };
    },
    columns: async (context, body): Promise<Values> => ({
      ...columnValues(clientsServer.store, body),
      userId: await accountIdByEmail(context, body.email as string),
    }),
  },
  routes: linkClientRoute,
});
