import { and, isNull, sql } from 'drizzle-orm';
import { outfitters } from './definition';
import { users } from '../users/table';
import { serverResource } from '../../engine/server/serverResource';
import { personNameSql } from '../../server/db/personName';

/** The enabled users holding the outfitter role, read-only: references to them read as names. */
export const outfittersServer = serverResource(outfitters, {
  table: users,
  computed: { fullName: personNameSql(users) },
  where: and(sql`'huntingOutfitter' = any(${users.roles})`, isNull(users.disabledAt)),
});
