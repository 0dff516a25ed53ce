import { and, isNull, sql } from 'drizzle-orm';
import { professionalHunters } from '../../../resources/professionalHunters';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';
import { personNameSql } from '../db/personName';

const { users } = tables;

/** The enabled users holding the PH role, read-only: references to them read as names. */
export const professionalHuntersServer = serverResource(professionalHunters, {
  table: users,
  computed: { fullName: personNameSql(users) },
  where: and(sql`'professionalHunter' = any(${users.roles})`, isNull(users.disabledAt)),
});
