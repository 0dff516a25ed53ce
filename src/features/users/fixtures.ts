import { NONE, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('users')({
  sample: (n) => ({
    email: `user-${n}@example.org`,
    firstName: 'Test',
    lastName: `User ${n}`,
    roles: ['collector'],
  }),
  access: {
    admin: [200, 200, 201, 200, 403],
    customerLiaison: NONE,
    huntingOutfitter: NONE,
    professionalHunter: NONE,
    collector: NONE,
    client: NONE,
  },
});
