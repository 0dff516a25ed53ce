import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DefinitionOf, ResourceName } from '../../src/features/resourceList';

/** The body `POST /api/{name}` takes, as its definition's create schema reads it. */
type CreateInput<N extends ResourceName> = z.input<DefinitionOf<N>['create']>;

/** Fields a sample cannot make up, ids of other records: the caller gives them in `extra`. */
export const SUPPLIED_BY_CALLER = {
  orders: ['clientId', 'pricelistId', 'currency'],
  documents: ['fileId'],
} as const;
type Supplied = { [N in keyof typeof SUPPLIED_BY_CALLER]: (typeof SUPPLIED_BY_CALLER)[N][number] };
type SampleOf<N extends ResourceName> = Omit<
  CreateInput<N>,
  N extends keyof Supplied ? Supplied[N] : never
>;

// One valid create body per resource, unique by `n`; keyed by src/features/resourceList.ts's names,
// so a resource without a sample (or a sample its schema refuses) does not compile.
const samples: { [N in ResourceName]: (n: string) => SampleOf<N> } = {
  species: (n) => ({
    commonName: `Sable ${n}`,
    scientificName: `Hippotragus niger ${n}`,
    citesAppendix: 'II',
  }),
  'trophy-types': (n) => ({ name: `Pedestal mount ${n}`, description: 'On a pedestal' }),
  pricelists: (n) => ({ name: `Prices ${n}`, currency: 'USD', validFrom: '2026-01-01', items: [] }),
  farms: (n) => ({ name: `Farm ${n}`, country: 'ZA', region: 'Limpopo' }),
  clients: (n) => ({
    firstName: 'Test',
    lastName: `Client ${n}`,
    email: `client-${n}@example.org`,
  }),
  users: (n) => ({
    email: `user-${n}@example.org`,
    firstName: 'Test',
    lastName: `User ${n}`,
    roles: ['collector'],
  }),
  outfitters: () => ({}),
  'professional-hunters': () => ({}),
  orders: () => ({ lines: [] }),
  documents: (n) => ({ title: `Hunting register ${n}`, kind: 'huntingRegister' }),
  // An IR may be saved with its header alone (docs/instruction-registers.md#the-register).
  'instruction-registers': (n) => ({ hunterName: `Hunter ${n}`, hunterCountry: 'US' }),
};

let counter = 0;

/** A valid create body for a resource, unique on every call; `extra` overrides or adds fields. */
export function sampleBody(
  resource: ResourceName,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  return { ...samples[resource](`${Date.now().toString(36)}${counter}`), ...extra };
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
