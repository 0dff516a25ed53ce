import { and, isNull, sql } from 'drizzle-orm';
import { professionalHunters } from './definition';
import { users } from '../users/table';
import { serverResource } from '../../engine/server/serverResource';
import { personNameSql } from '../../server/db/personName';

/** The enabled users holding the PH role, read-only: references to them read as names. */
export const professionalHuntersServer = serverResource(professionalHunters, {
  table: users,
  computed: { fullName: personNameSql(users) },
  where: and(sql`'professionalHunter' = any(${users.roles})`, isNull(users.disabledAt)),
});
