import { ALL, NONE, READS, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('production-steps')({
  sample: (n) => ({ name: `Bleaching ${n}`, nameFr: `Blanchiment ${n}`, position: 5 }),
  access: {
    admin: ALL,
    customerLiaison: READS,
    huntingOutfitter: NONE,
    professionalHunter: NONE,
    collector: NONE,
    client: NONE,
  },
});
