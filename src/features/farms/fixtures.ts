import { ALL, NONE, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('farms')({
  sample: (n) => ({ name: `Farm ${n}`, country: 'ZA', region: 'Limpopo' }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: NONE,
    professionalHunter: NONE,
    collector: [200, 200, 201, 403, 403],
    client: NONE,
  },
});
