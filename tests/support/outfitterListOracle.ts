import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clientOutfitters, clients } from '../../src/features/clients/table';
import type { Role } from '../../src/shared/roles';

// The oracle of the lists an outfitter reads from a list index (outfitter_irs,
// outfitter_documents): the outfitter's list must be exactly the admin's restricted to the clients
// linked to them now, asked the admin's way, so the index is checked against the access policy's
// own condition and not against itself.

export interface OutfitterListOracle {
  /** The ids the list answers `role` for a sort, a filter and a range. */
  listed(role: Role, sort: [string, string], filter: object, range?: number[]): Promise<string[]>;
  /** The outfitter's list against the admin's, in every sort both ways and every filter; answers the outfitter's newest first. */
  expectTheirClientsRows(): Promise<string[]>;
  /** A new client record, linked to the outfitter or not. */
  newClient(name: string, linked: boolean): Promise<string>;
}

/**
 * @example const oracle = outfitterListOracle(() => ctx.test.app, { path: '/api/documents', headers, outfitterId, sorts, filters, newest: ['uploadedAt', 'DESC'] });
 */
export function outfitterListOracle(
  appOf: () => FastifyInstance,
  list: {
    path: string;
    headers: Partial<Record<Role, Record<string, string>>>;
    outfitterId: () => string;
    sorts: string[];
    filters: object[];
    newest: [string, string];
  },
): OutfitterListOracle {
  const listed: OutfitterListOracle['listed'] = async (role, sort, filter, range = [0, 999]) => {
    const search = new URLSearchParams({
      sort: JSON.stringify(sort),
      range: JSON.stringify(range),
      filter: JSON.stringify(filter),
    });
    const answer = await appOf().inject({
      url: `${list.path}?${search}`,
      headers: list.headers[role],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { id: string }[]).map((row) => row.id);
  };
  const linkedClientIds = async () =>
    (
      await appOf()
        .db.select({ id: clientOutfitters.clientId })
        .from(clientOutfitters)
        .where(eq(clientOutfitters.outfitterId, list.outfitterId()))
    ).map((row) => row.id);
  return {
    listed,
    async expectTheirClientsRows() {
      const clientId = await linkedClientIds();
      for (const field of list.sorts)
        for (const order of ['ASC', 'DESC'])
          for (const filter of list.filters) {
            const theirs = await listed('huntingOutfitter', [field, order], filter);
            const all = await listed('admin', [field, order], { ...filter, clientId });
            expect([field, order, filter, theirs]).toEqual([field, order, filter, all]);
          }
      return listed('huntingOutfitter', list.newest, {});
    },
    async newClient(name, linked) {
      const [client] = await appOf()
        .db.insert(clients)
        .values({
          firstName: name,
          lastName: 'Outfitted',
          email: `${name.toLowerCase()}@example.com`,
        })
        .returning({ id: clients.id });
      if (linked)
        await appOf()
          .db.insert(clientOutfitters)
          .values({ clientId: client!.id, outfitterId: list.outfitterId() });
      return client!.id;
    },
  };
}
