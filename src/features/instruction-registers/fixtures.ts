import { ALL, UNSEEN, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// An IR may be saved with its header alone (docs/instruction-registers.md#the-register).
// The test's IR was collected by the admin and has no client or PH; a collector may not delete.
export const fixtures = resourceFixtures('instruction-registers')({
  sample: (n) => ({ hunterName: `Hunter ${n}`, hunterCountry: 'US' }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: UNSEEN,
    professionalHunter: UNSEEN,
    collector: [200, 404, 201, 404, 403],
    client: UNSEEN,
  },
});
