import { KEPT, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's order is the demo client's, whom the demo outfitter is linked to.
export const fixtures = resourceFixtures('orders')({
  supplied: ['clientId', 'pricelistId', 'currency'],
  sample: () => ({ lines: [] }),
  access: {
    admin: KEPT,
    customerLiaison: KEPT,
    huntingOutfitter: KEPT,
    professionalHunter: [200, 404, 403, 403, 404],
    collector: [403, 403, 403, 403, 404],
    client: KEPT,
  },
});
