import type { FastifyInstance } from 'fastify';
import type { ResourceName } from '../../src/features/resourceList';
import { fixtureList, fixturesOf } from './fixtureList';

/** Fields a sample cannot make up, ids of other records: the caller gives them in `extra`. */
export const SUPPLIED_BY_CALLER: Record<string, readonly string[]> = Object.fromEntries(
  fixtureList
    .filter(({ supplied }) => supplied.length > 0)
    .map(({ name, supplied }) => [name, supplied]),
);

let counter = 0;

/** A valid create body for a resource, unique on every call; `extra` overrides or adds fields. */
export function sampleBody(
  resource: ResourceName,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  return { ...fixturesOf(resource).sample(`${Date.now().toString(36)}${counter}`), ...extra };
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
