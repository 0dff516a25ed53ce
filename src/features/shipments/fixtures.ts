import { KEPT, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's shipment holds no crate yet: the client side lists shipments but reads only those
// holding a crate of theirs (404); only staff ship; no shipment is deleted.
export const fixtures = resourceFixtures('shipments')({
  sample: (n) => ({
    freightAgent: `Freight Agent ${n}`,
    airline: 'South African Airways',
    airWaybill: '083-12345675',
    handedOverOn: '2026-11-20',
    shippedOn: null,
  }),
  access: {
    admin: KEPT,
    customerLiaison: KEPT,
    huntingOutfitter: [200, 404, 403, 403, 404],
    professionalHunter: [200, 404, 403, 403, 404],
    client: [200, 404, 403, 403, 404],
    collector: [403, 403, 403, 403, 404],
  },
});
