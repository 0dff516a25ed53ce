import { ALL, READS, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('trophy-types')({
  sample: (n) => ({ name: `Pedestal mount ${n}`, description: 'On a pedestal' }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: READS,
    professionalHunter: READS,
    collector: READS,
    client: READS,
  },
});
