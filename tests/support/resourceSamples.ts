import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A valid create body for each engine resource, unique on every call. */
export function sampleBody(
  resource: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  const bodies: Record<string, Record<string, unknown>> = {
    species: {
      commonName: `Sable ${n}`,
      scientificName: `Hippotragus niger ${n}`,
      citesAppendix: 'II',
    },
    'trophy-types': { name: `Pedestal mount ${n}`, description: 'On a pedestal' },
    pricelists: { name: `Prices ${n}`, currency: 'USD', validFrom: '2026-01-01', items: [] },
    farms: { name: `Farm ${n}`, country: 'ZA', region: 'Limpopo' },
    clients: { firstName: 'Test', lastName: `Client ${n}`, email: `client-${n}@example.org` },
    users: {
      email: `user-${n}@example.org`,
      firstName: 'Test',
      lastName: `User ${n}`,
      roles: ['collector'],
    },
    outfitters: {},
    'professional-hunters': {},
  };
  return { ...bodies[resource], ...extra };
}

/** The update body for a record as the API answered it: the update schema's fields of it. */
export function updateBodyOf(record: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(
    fields.filter((field) => field in record).map((field) => [field, record[field]]),
  );
}

export type Headers = { cookie: string; origin: string };

/** Creates a record as `headers` (an admin) and returns it; fails the test on any other answer. */
export async function createRecord(
  app: FastifyInstance,
  headers: Headers,
  resource: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: string; version: number }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${resource}`,
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`create ${resource} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Disables a user (as `headers`, an admin) through PUT /api/users/{id}; fails the test otherwise. */
export async function disableUser(
  app: FastifyInstance,
  headers: Headers,
  user: Record<string, unknown> & { id: string; version: number },
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers,
    payload: {
      ...updateBodyOf(user, ['firstName', 'lastName', 'roles']),
      disabled: true,
      version: user.version,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`disabling ${user.id} failed: ${response.statusCode} ${response.body}`);
  }
}
