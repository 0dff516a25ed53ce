import { ALL, NONE, OWN, UNSEEN, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's client is linked to the demo outfitter only.
export const fixtures = resourceFixtures('clients')({
  sample: (n) => ({
    firstName: 'Test',
    lastName: `Client ${n}`,
    email: `client-${n}@example.org`,
  }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: OWN,
    professionalHunter: UNSEEN,
    collector: NONE,
    client: NONE,
  },
});
