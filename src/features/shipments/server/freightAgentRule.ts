import { and, eq, not } from 'drizzle-orm';
import { clients } from '../../clients/table';
import { crates } from '../../crates/table';
import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import { HttpError } from '../../../server/http/httpError';
import { sameFreightAgentSql } from './sameFreightAgent';

/**
 * The shipments' `prepare` hook (docs/crates-and-shipments.md#shipments): a shipment goes to one
 * freight agent, so its agent may change only to the one on the record of every client whose
 * crate it holds (400 on `freightAgent` otherwise); the crate's side checks the same on joining.
 * @example hooks: { prepare: keepCratesAgent }
 */
export async function keepCratesAgent(
  { tx }: WriteContext,
  body: Values,
  before: Values | null,
): Promise<Values> {
  if (!before || before.freightAgent === body.freightAgent) return body;
  const [other] = await tx
    .select({ agent: clients.freightAgent })
    .from(crates)
    .innerJoin(clients, eq(clients.id, crates.clientId))
    .where(
      and(
        eq(crates.shipmentId, String(before.id)),
        not(sameFreightAgentSql(clients.freightAgent, String(body.freightAgent))),
      ),
    )
    .limit(1);
  if (other) {
    const why = {
      key: 'errors.crates.cratesOfOtherAgent',
      params: { clientAgent: other.agent || '-' },
    } as const;
    throw new HttpError(400, why, { freightAgent: why });
  }
  return body;
}
