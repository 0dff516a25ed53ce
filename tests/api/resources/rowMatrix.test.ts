import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Action, type RolePolicy, type RowScope } from '../../../src/engine/access';
import type { FieldInput } from '../../../src/engine/fieldInput';
import {
  resourceByName,
  resourceList,
  type ResourceName,
} from '../../../src/features/resourceList';
import { ROLES, type Role } from '../../../src/shared/roles';
import { users } from '../../../src/features/users/table';
import { serverResources } from '../../../src/features/serverResources';
import {
  createRecord,
  sampleBody,
  updateBodyOf,
  type Headers,
} from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { adminRows } from './adminRows';
import { idRoutes, type IdRoute } from './idRoutes';
import { namesUser, rowsInScope } from './rowsInScope';

// docs/roles-and-access.md#the-row-matrix: every resource x role x row x call, the expected answer
// read from the definition's access, the rows made from its row scopes.

/** Whose a row is: made for a role's demo user ("own"), another user of that role, or no one. */
interface MatrixRow {
  id: string;
  label: string;
  for?: { role: Role; user: 'demo' | 'other'; writable: boolean };
}

let test: TestApp;
const headers = {} as Record<Role, Headers>;
const userIds = { demo: {} as Record<Role, string>, other: {} as Record<Role, string> };
let rowInScope: ReturnType<typeof rowsInScope>['rowInScope'];
let fieldsInScope: ReturnType<typeof rowsInScope>['fieldsInScope'];
let bodyFor: Awaited<ReturnType<typeof adminRows>>['bodyFor'];
let customRoutes: Map<string, IdRoute[]>;
let adminRow: Awaited<ReturnType<typeof adminRows>>['adminRow'];

beforeAll(async () => {
  test = await createTestApp();
  for (const role of ROLES) headers[role] = await signIn(test.app, DEMO_EMAIL_OF[role]);
  const demo = await test.app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO_EMAIL_OF)));
  for (const role of ROLES)
    userIds.demo[role] = demo.find((user) => user.email === DEMO_EMAIL_OF[role])!.id;
  for (const role of ROLES)
    userIds.other[role] = (
      await createRecord(test.app, headers.admin, 'users', sampleBody('users', { roles: [role] }))
    ).id;
  ({ adminRow, bodyFor } = await adminRows(test.app, headers, { neutral: true }));
  ({ rowInScope, fieldsInScope } = rowsInScope(test.app, adminRow));
  customRoutes = await idRoutes(test.app);
});
afterAll(() => test.close());

const scoped = (policy: RolePolicy | undefined) =>
  policy?.actions.includes('read') && (policy.rows ?? 'all') !== 'all' ? policy : undefined;

/** The references a definition's inputs declare: each field and the resource it points at. */
const referencesOf = (resource: ResourceName) =>
  Object.entries(resourceByName(resource)!.inputs as Record<string, FieldInput>).flatMap(
    ([field, input]) =>
      input.kind === 'reference'
        ? [{ field, resource: input.resource as ResourceName, many: input.many ?? false }]
        : [],
  );

/** Each way a scope admits a row: the alternatives of an `anyOf`, or the scope itself. */
const waysOf = (scope: RowScope): RowScope[] =>
  typeof scope === 'object' && 'anyOf' in scope ? scope.anyOf.flatMap(waysOf) : [scope];

/** The field of the row a scope reads, if it reads one of the row's own. */
function fieldOf(scope: RowScope): string | undefined {
  if (scope === 'all' || 'anyOf' in scope || 'referencedBy' in scope) return undefined;
  if ('userIs' in scope) return scope.userIs;
  if ('userIn' in scope) return scope.userIn;
  return 'fieldIs' in scope ? scope.fieldIs : scope.via;
}

/** The rows of one resource: the admin's, and per scoped role its own, own-and-writable and another's. */
async function rowsOf(resource: ResourceName): Promise<MatrixRow[]> {
  const access = resourceByName(resource)!.access;
  const rows: MatrixRow[] = [{ id: (await adminRow(resource)).id, label: "the admin's" }];
  for (const role of ROLES) {
    const policy = scoped(access[role]);
    if (!policy?.rows) continue;
    const own = (user: 'demo' | 'other', writable: boolean) =>
      rowInScope(
        resource,
        writable && policy.writeRows ? [policy.rows!, policy.writeRows] : policy.rows!,
        userIds[user][role],
      );
    const narrowerWrites = policy.writeRows !== undefined && policy.writeRows !== policy.rows;
    rows.push({
      id: await own('demo', !narrowerWrites),
      label: `${role}'s own`,
      for: { role, user: 'demo', writable: !narrowerWrites },
    });
    if (narrowerWrites)
      rows.push({
        id: await own('demo', true),
        label: `${role}'s own, theirs to change`,
        for: { role, user: 'demo', writable: true },
      });
    if (namesUser(policy.rows))
      rows.push({
        id: await own('other', true),
        label: `another ${role}'s`,
        for: { role, user: 'other', writable: true },
      });
  }
  return rows;
}

/** The answer a call should get, read from the definition: 403 no right, 404 unseen row. */
function expected(
  resource: ResourceName,
  role: Role,
  row: MatrixRow,
  action: Exclude<Action, 'create' | 'list'>,
): number {
  const policy = resourceByName(resource)!.access[role];
  const method = action === 'delete' ? 'DELETE' : action === 'update' ? 'PUT' : 'GET';
  if (!test.app.hasRoute({ method, url: `/api/${resource}/:id` })) return 404;
  if (!policy?.actions.includes(action)) return 403;
  const mine = row.for?.role === role && row.for.user === 'demo';
  if ((policy.rows ?? 'all') !== 'all' && !mine) return 404;
  if (action === 'read') return 200;
  const writes = policy.writeRows ?? policy.rows ?? 'all';
  return writes === 'all' || (mine && row.for!.writable) ? 200 : 403;
}

describe.each(resourceList.map((definition) => definition.name as ResourceName))(
  '%s: every role on own and foreign rows',
  (resource) => {
    const definition = resourceByName(resource)!;
    const call = (role: Role, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      test.app.inject({
        method,
        url: `/api/${resource}${url}`,
        headers: headers[role],
        ...(payload ? { payload } : {}),
      });
    const wrong: string[] = [];
    const compare = (role: Role, row: MatrixRow, what: string, want: unknown, got: unknown) => {
      if (JSON.stringify(want) !== JSON.stringify(got))
        wrong.push(`${role} ${what} ${row.label}: expected ${want}, got ${got}`);
    };

    it('lists, reads, changes and deletes exactly the rows the access policy admits', async () => {
      const rows = await rowsOf(resource);
      const ids = encodeURIComponent(JSON.stringify({ id: rows.map((row) => row.id) }));
      for (const role of ROLES) {
        const list = await call(role, 'GET', `?filter=${ids}&range=[0,499]`);
        const allowed = canAccess([role], definition.access, 'list');
        const listed = allowed ? list.json().map((one: { id: string }) => one.id) : [];
        compare(role, rows[0]!, 'list', allowed ? 200 : 403, list.statusCode);
        for (const row of rows) {
          const visible = expected(resource, role, row, 'read') === 200;
          compare(role, row, 'listed', allowed && visible, listed.includes(row.id));
          compare(
            role,
            row,
            'getOne',
            expected(resource, role, row, 'read'),
            (await call(role, 'GET', `/${row.id}`)).statusCode,
          );
          const current = (await call('admin', 'GET', `/${row.id}`)).json();
          const body = {
            ...updateBodyOf(current, Object.keys(definition.update.shape)),
            version: current.version,
          };
          compare(
            role,
            row,
            'update',
            expected(resource, role, row, 'update'),
            (await call(role, 'PUT', `/${row.id}`, body)).statusCode,
          );
        }
      }
      // Creates: a body put in another user's rows (their client, their IR) is refused, or the
      // server makes the row the creator's own: no one adds a row they may not then read.
      for (const role of ROLES) {
        const policy = scoped(definition.access[role]);
        if (!policy?.rows || !policy.actions.includes('create') || !namesUser(policy.rows))
          continue;
        const body = {
          ...(await bodyFor(resource, role)),
          ...(await fieldsInScope(resource, policy.rows, userIds.other[role])),
        };
        const made = await test.app.inject({
          method: 'POST',
          url: `/api/${resource}`,
          headers: headers[role],
          payload: body,
        });
        const answer =
          made.statusCode === 201
            ? `201, then ${(await call(role, 'GET', `/${made.json().id}`)).statusCode}`
            : made.statusCode;
        const row = { id: '', label: `a body in another ${role}'s rows` };
        if (made.statusCode !== 403) compare(role, row, 'create', '201, then 200', answer);
      }
      // Links (docs/roles-and-access.md#links): a body that is the role's own through one way of
      // its rows, with one other reference pointing at the admin's row of no one, is refused with
      // 403, and so is changing a row of their own that way; the own body alone is 201. Orders
      // write through their own routes, with their own rules for what they name.
      const engineWrites = serverResources.find((one) => one.name === resource)!.crud;
      for (const role of engineWrites.includes('create') ? ROLES : []) {
        const policy = scoped(definition.access[role]);
        if (!policy?.rows || !policy.actions.includes('create')) continue;
        for (const link of referencesOf(resource)) {
          const foreign = (await adminRow(link.resource)).id;
          const seen = await test.app.inject({
            url: `/api/${link.resource}/${foreign}`,
            headers: headers[role],
          });
          if (seen.statusCode === 200) continue;
          const value = link.many ? [foreign] : foreign;
          for (const way of waysOf(policy.rows).filter((one) => fieldOf(one) !== link.field)) {
            const row = { id: '', label: `its own by ${fieldOf(way) ?? 'scope'}` };
            const own = {
              ...(await bodyFor(resource, role)),
              ...(await fieldsInScope(resource, way, userIds.demo[role])),
            };
            const post = (body: object) =>
              test.app.inject({
                method: 'POST',
                url: `/api/${resource}`,
                headers: headers[role],
                payload: body,
              });
            const linked = await post({ ...own, [link.field]: value });
            compare(role, row, `create linking ${link.field}`, 403, linked.statusCode);
            const made = await post(own);
            compare(role, row, 'create', 201, made.statusCode);
            if (made.statusCode !== 201 || !policy.actions.includes('update')) continue;
            const current = made.json();
            const moved = await call(role, 'PUT', `/${current.id}`, {
              ...updateBodyOf(current, Object.keys(definition.update.shape)),
              version: current.version,
              [link.field]: value,
            });
            compare(role, row, `update linking ${link.field}`, 403, moved.statusCode);
          }
        }
      }
      // Calls beyond CRUD (transitions, paperwork, quote): a row the role may not read answers
      // exactly as a row that does not exist, so the answer never tells it is there.
      const absent = crypto.randomUUID();
      for (const route of customRoutes.get(resource) ?? []) {
        const send = (role: Role, id: string) =>
          test.app.inject({
            method: route.method,
            url: route.path.replace('{id}', id),
            headers: headers[role],
            ...(route.body && { payload: route.body }),
          });
        for (const role of ROLES)
          for (const row of rows.filter((one) => expected(resource, role, one, 'read') !== 200))
            compare(
              role,
              row,
              `${route.method} ${route.path}`,
              (await send(role, absent)).statusCode,
              (await send(role, row.id)).statusCode,
            );
      }
      // Deletes last, the one that should succeed after every one that should not.
      for (const row of rows) {
        const order = [...ROLES].sort(
          (a, b) =>
            Number(expected(resource, a, row, 'delete') === 200) -
            Number(expected(resource, b, row, 'delete') === 200),
        );
        for (const role of order) {
          const want = expected(resource, role, row, 'delete');
          const got = (await call(role, 'DELETE', `/${row.id}`)).statusCode;
          // A row others point at (a client on a PH's order) is theirs to delete but kept: 409.
          compare(role, row, 'delete', want, want === 200 && got === 409 ? 200 : got);
          if (want === 200) break;
        }
      }
      expect(wrong).toEqual([]);
    });
  },
);
