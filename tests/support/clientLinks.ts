import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../src/shared/apiPaths';
import type { Database } from '../../src/server/db/database';
import { users } from '../../src/features/users/table';

/**
 * An outfitter besides the demo one, who holds a client the demo outfitter then asks to link.
 * @example const otherId = await insertOtherOutfitter(test.database);
 */
export async function insertOtherOutfitter(database: Database): Promise<string> {
  const [other] = await database.db
    .insert(users)
    .values({
      email: 'other.outfitter@example.com',
      firstName: 'Otto',
      lastName: 'Other',
      roles: ['huntingOutfitter'],
    })
    .returning({ id: users.id });
  return other!.id;
}

/**
 * `PUT /api/clients/link` `{ email }`: an outfitter links a client by e-mail.
 * @example const answer = await linkByEmail(test.app, outfitter, 'held.client@example.com');
 */
export const linkByEmail = (app: FastifyInstance, headers: Record<string, string>, email: string) =>
  app.inject({ method: 'PUT', url: apiPaths.clients.link, headers, payload: { email } });
