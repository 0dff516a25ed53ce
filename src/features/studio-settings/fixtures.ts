import { resourceFixtures, type Answers } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// One row, made by a migration: no POST or DELETE route; the admin alone changes it, and whoever
// reads an order reads it (docs/payments.md#studio-settings).
const READER: Answers = [200, 200, 404, 403, 404];
export const fixtures = resourceFixtures('studio-settings')({
  sample: (n) => ({ name: `Kudu Taxidermy ${n}` }),
  access: {
    admin: [200, 200, 404, 200, 404],
    customerLiaison: READER,
    huntingOutfitter: READER,
    professionalHunter: READER,
    client: READER,
    collector: [403, 403, 404, 403, 404],
  },
});
