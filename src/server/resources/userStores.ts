import { and, isNull, sql } from 'drizzle-orm';
import { outfitters as outfitterDefinition } from '../../../resources/outfitters';
import { professionalHunters as phDefinition } from '../../../resources/professionalHunters';
import { users as userDefinition } from '../../../resources/users';
import { clients, users } from '../db/schema';
import { defineStore } from '../engine/resourceStore';
import { HttpError } from '../http/httpError';
import { sendInvitation } from '../users/invitations';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export const userStore = defineStore(userDefinition, {
  table: users,
  computed: {
    fullName,
    disabled: sql<boolean>`${users.disabledAt} is not null`,
    emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
    invitationPending: sql<boolean>`${users.passwordHash} is null`,
  },
  uniqueMessages: { users_email_lower_key: 'A user with this e-mail already exists' },
  hooks: {
    prepare: (context, body, before) => {
      if (before?.id !== context.user.id) return body;
      // Issue 5: an admin cannot remove their own admin role (nor lock themselves out).
      if (!(body.roles as string[]).includes('admin')) {
        throw new HttpError(400, 'You cannot remove your own admin role', {
          roles: 'You cannot remove your own admin role',
        });
      }
      if (body.disabled) {
        throw new HttpError(400, 'You cannot disable your own account', {
          disabled: 'You cannot disable your own account',
        });
      }
      return body;
    },
    columns: (_context, body, before) => ({
      firstName: body.firstName,
      lastName: body.lastName,
      roles: body.roles,
      ...(before
        ? { disabledAt: body.disabled ? sql`coalesce(${users.disabledAt}, now())` : null }
        : { email: body.email }),
    }),
    // DESIGN "Domain": an invited person and a client record with the same e-mail become one.
    afterCreate: async (context, record) => {
      await context.tx
        .update(clients)
        .set({ userId: record.id as string })
        .where(
          and(
            sql`lower(${clients.email}) = lower(${record.email as string})`,
            isNull(clients.userId),
          ),
        );
      await sendInvitation(context.tx, context.request, {
        userId: record.id as string,
        email: record.email as string,
        firstName: record.firstName as string,
      });
    },
  },
});

export const outfitterStore = defineStore(outfitterDefinition, {
  table: users,
  computed: { fullName },
  where: and(sql`'huntingOutfitter' = any(${users.roles})`, isNull(users.disabledAt)),
});

export const professionalHunterStore = defineStore(phDefinition, {
  table: users,
  computed: { fullName },
  where: and(sql`'professionalHunter' = any(${users.roles})`, isNull(users.disabledAt)),
});
