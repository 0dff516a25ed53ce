import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canAccess } from '../../../src/engine/access';
import { orderListRowSchema } from '../../../src/features/orders/definition';
import { ROLES, type Role } from '../../../src/shared/roles';
import { serverResources } from '../../../src/features/serverResources';
import type { Headers } from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// docs/api.md#answers-built-from-the-schema: lists leave as plain JSON, unchecked, because their
// rows are built from the schema; this holds each list, for every role that may call it, to what
// the schema would send: every field present and valid, none it does not declare.

let test: TestApp;
const headers = {} as Record<Role, Headers>;

beforeAll(async () => {
  test = await createTestApp();
  for (const role of ROLES) headers[role] = await signIn(test.app, DEMO_EMAIL_OF[role]);
});
afterAll(() => test.close());

const lists = serverResources
  .filter((resource) => resource.crud.includes('list'))
  .map(({ store: { definition } }) => ({
    path: `/api/${definition.name}`,
    rows: definition.list.row ?? definition.record,
    roles: ROLES.filter((role) => canAccess([role], definition.access, 'list')),
  }));

it('reads the orders list as its rows, not as whole orders', () => {
  expect(lists.find(({ path }) => path === '/api/orders')?.rows).toBe(orderListRowSchema);
});

describe.each(lists)('$path', ({ path, rows, roles }) => {
  it('answers every role exactly what its schema would send', async () => {
    let answered = 0;
    for (const role of roles) {
      const answer = await test.app.inject({ url: `${path}?range=[0,99]`, headers: headers[role] });
      expect(answer.statusCode, `${role}: ${answer.body}`).toBe(200);
      const body: unknown[] = answer.json();
      expect(z.array(rows).parse(body), role).toEqual(body);
      answered += body.length;
    }
    expect(answered, 'the demo data has rows for some role').toBeGreaterThan(0);
  });
});

// docs/api.md#resources: `id` is react-admin's and simple-rest's default sort; every list takes it
// both ways and answers in that order.
describe.each([...lists, { path: '/api/tls-exports', roles: ['admin'] as Role[] }])(
  '$path sorted by id',
  ({ path, roles }) => {
    it('answers every role in id order, either way', async () => {
      for (const role of roles) {
        const sorted = async (order: string) => {
          const answer = await test.app.inject({
            url: `${path}?sort=${encodeURIComponent(`["id","${order}"]`)}&range=[0,99]`,
            headers: headers[role],
          });
          expect(answer.statusCode, `${role}: ${answer.body}`).toBe(200);
          return answer.json<{ id: string }[]>().map((row) => row.id);
        };
        const up = await sorted('ASC');
        expect(up, role).toEqual([...up].sort());
        expect(await sorted('DESC'), role).toEqual([...up].reverse());
      }
    });
  },
);
