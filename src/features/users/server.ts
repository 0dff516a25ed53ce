import { and, isNull, sql } from 'drizzle-orm';
import { users } from './definition';
import { users as usersTable } from './table';
import { clients } from '../clients/table';
import { personNameSql } from '../../server/db/personName';
import { serverResource } from '../../engine/server/serverResource';
import { sameEmail } from '../../server/db/textMatch';
import { HttpError } from '../../server/http/httpError';
import { sendInvitation } from './server/invitations';

const table = usersTable;

/** The users admins manage; a new one gets an invitation to set their password. */
export const usersServer = serverResource(users, {
  table,
  computed: {
    fullName: personNameSql(table),
    disabled: sql<boolean>`${table.disabledAt} is not null`,
    emailConfirmed: sql<boolean>`${table.emailConfirmedAt} is not null`,
    invitationPending: sql<boolean>`${table.passwordHash} is null`,
  },
  uniqueMessages: { users_email_lower_key: 'errors.users.emailTaken' },
  hooks: {
    prepare: (context, body, before) => {
      if (before?.id !== context.user.id) return body;
      // docs/domain.md#users: an admin cannot remove their own admin role (nor lock themselves out).
      if (!(body.roles as string[]).includes('admin')) {
        throw new HttpError(400, 'errors.users.ownAdminRole', {
          roles: 'errors.users.ownAdminRole',
        });
      }
      if (body.disabled) {
        throw new HttpError(400, 'errors.users.ownAccount', {
          disabled: 'errors.users.ownAccount',
        });
      }
      return body;
    },
    columns: (_context, body, before) => ({
      firstName: body.firstName,
      lastName: body.lastName,
      roles: body.roles,
      ...(before
        ? { disabledAt: body.disabled ? sql`coalesce(${table.disabledAt}, now())` : null }
        : { email: body.email }),
    }),
    // docs/domain.md#clients: an invited person and a client record with the same e-mail become one.
    afterCreate: async (context, record) => {
      await context.tx
        .update(clients)
        .set({ userId: record.id as string })
        .where(and(sameEmail(clients.email, record.email as string), isNull(clients.userId)));
      await sendInvitation(context.tx, context.request, {
        userId: record.id as string,
        email: record.email as string,
        firstName: record.firstName as string,
      });
    },
  },
});
