import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../support/outbox';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

let test: TestApp;
let admin: Headers;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
});
afterAll(() => test.close());

const put = (id: string, payload: object, headers = admin) =>
  test.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });

describe('users (admin/users, admin only)', () => {
  it('creating a user e-mails them a link to set their password, with which they sign in', async () => {
    const user = await createRecord(test.app, admin, 'users', sampleBody('users'));
    expect(user.invitationPending).toBe(true);
    const mail = await waitForMail(test.config.DATA_DIR, user.email as string, /invited/);
    const code = decodeURIComponent(mail.links[0]!.split('/').pop()!);
    const set = await test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: admin.origin },
      payload: { code, password: 'Kudu-horns-on-oak-77' },
    });
    expect(set.statusCode).toBe(204);
    await signIn(test.app, user.email as string, 'Kudu-horns-on-oak-77');
    const after = await test.app.inject({ url: `/api/users/${user.id}`, headers: admin });
    expect(after.json()).toMatchObject({ invitationPending: false, emailConfirmed: true });
  });

  it('an invited user whose e-mail has a client record becomes one with it', async () => {
    const client = await createRecord(test.app, admin, 'clients', sampleBody('clients'));
    const user = await createRecord(
      test.app,
      admin,
      'users',
      sampleBody('users', { email: client.email, roles: ['client'] }),
    );
    const after = await test.app.inject({ url: `/api/clients/${client.id}`, headers: admin });
    expect(after.json().userId).toBe(user.id);
  });

  it('refuses a second user with the same e-mail (any case) with 409', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: sampleBody('users', { email: 'ADMIN@example.com' }),
    });
    expect(answer.statusCode).toBe(409);
  });

  it('an admin edits roles and disables a user, who can then no longer sign in', async () => {
    const me = await signIn(test.app, 'ph@example.com');
    const [ph] = (
      await test.app.inject({
        url: `/api/users?filter=${encodeURIComponent('{"q":"ph@example.com"}')}`,
        headers: admin,
      })
    ).json();
    const changed = await put(ph.id, {
      ...ph,
      roles: ['professionalHunter', 'collector'],
      disabled: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      roles: ['professionalHunter', 'collector'],
      disabled: true,
    });
    const profile = await test.app.inject({ url: '/api/clients/profile', headers: me });
    expect(profile.statusCode).toBe(401);
  });

  it('an admin cannot remove their own admin role, nor disable themselves', async () => {
    const self = (await test.app.inject({ url: '/api/clients/profile', headers: admin })).json();
    const record = (await test.app.inject({ url: `/api/users/${self.id}`, headers: admin })).json();
    const demoted = await put(self.id, { ...record, roles: ['customerLiaison'] });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().errors.roles).toMatch(/own admin role/);
    expect((await put(self.id, { ...record, disabled: true })).statusCode).toBe(400);
  });

  it('refuses the same role twice', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: sampleBody('users', { roles: ['collector', 'collector'] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('roles');
  });
});
