import {
  ALL,
  NONE,
  READS,
  UNSEEN,
  resourceFixtures,
} from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// A client reads the active pricelists (to create a quote); the test's pricelist is inactive.
export const fixtures = resourceFixtures('pricelists')({
  sample: (n) => ({ name: `Prices ${n}`, currency: 'USD', validFrom: '2026-01-01', items: [] }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: READS,
    professionalHunter: NONE,
    collector: NONE,
    client: UNSEEN,
  },
});
