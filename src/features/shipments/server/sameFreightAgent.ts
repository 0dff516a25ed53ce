import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * docs/crates-and-shipments.md#shipments: two freight agents are the same written in any case,
 * with or without spaces around; one place says so for the crates' and the shipments' checks.
 * @example .where(sameFreightAgentSql(clients.freightAgent, shipments.freightAgent))
 */
export const sameFreightAgentSql = (
  one: AnyPgColumn | SQL | string,
  other: AnyPgColumn | SQL | string,
): SQL<boolean> => sql<boolean>`lower(trim(${one})) = lower(trim(${other}))`;
