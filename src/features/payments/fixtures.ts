import { POSTED, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's payment is on the demo client's order, which has no PH: a PH lists payments but finds
// it unseen (404); the client side reads it and may not record one (403); nobody changes one.
export const fixtures = resourceFixtures('payments')({
  supplied: ['orderId'],
  sample: () => ({ amountMinor: 50_000, paidOn: '2026-11-20', method: 'eft', reference: 'Q-1' }),
  access: {
    admin: POSTED,
    customerLiaison: POSTED,
    huntingOutfitter: [200, 200, 403, 404, 404],
    professionalHunter: [200, 404, 403, 404, 404],
    client: [200, 200, 403, 404, 404],
    collector: [403, 403, 403, 404, 404],
  },
});
