import { and, isNull, sql } from 'drizzle-orm';
import { outfitters } from '../../../resources/outfitters';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';
import { personNameSql } from '../db/personName';

const { users } = tables;

/** The enabled users holding the outfitter role, read-only: references to them read as names. */
export const outfittersServer = serverResource(outfitters, {
  table: users,
  computed: { fullName: personNameSql(users) },
  where: and(sql`'huntingOutfitter' = any(${users.roles})`, isNull(users.disabledAt)),
});
