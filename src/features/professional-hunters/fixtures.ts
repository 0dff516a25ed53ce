import { NONE, READS, UNSEEN, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('professional-hunters')({
  sample: () => ({}),
  access: {
    admin: READS,
    customerLiaison: READS,
    huntingOutfitter: READS,
    professionalHunter: UNSEEN,
    collector: NONE,
    client: READS,
  },
});
