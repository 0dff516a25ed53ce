import { POSTED, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's message is on the demo client's order, which has no PH: a PH and a collector list
// messages but find it unseen (404) and may not post there (403).
export const fixtures = resourceFixtures('messages')({
  supplied: ['orderId'],
  sample: (n) => ({ text: `Where is my trophy? ${n}` }),
  access: {
    admin: POSTED,
    customerLiaison: POSTED,
    huntingOutfitter: POSTED,
    professionalHunter: [200, 404, 403, 404, 404],
    collector: [200, 404, 403, 404, 404],
    client: POSTED,
  },
  // The client side's scopes read a message through its thread unless it is internal (table.ts).
  derivedFields: {
    sharedOrderId: (orderId) => ({ orderId, irId: null, internal: false }),
    sharedIrId: (irId) => ({ irId, orderId: null, internal: false }),
  },
});
