import { sql } from 'drizzle-orm';
import { clients as clientDefinition } from '../../../resources/clients';
import { isStaffManager } from '../../../resources/roles';
import { clientOutfitters, clients, users } from '../db/schema';
import { columnValues } from '../engine/writeRecords';
import { defineStore, type Values, type WriteContext } from '../engine/resourceStore';

/** The account with this e-mail, if any: DESIGN says the record and that account become one. */
export const accountIdByEmail = async ({ tx }: WriteContext, email: string) => {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return account?.id ?? null;
};

export const clientStore = defineStore(clientDefinition, {
  table: clients,
  computed: { fullName: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}` },
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
      ...columnValues(clientStore, body),
      userId: await accountIdByEmail(context, body.email as string),
    }),
  },
});
