import { KEPT, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's crate is for the demo outfitter's client, with no lines: the outfitter and the client
// read it, the PH lists crates but holds no line in it (404); only staff pack; no crate is deleted.
export const fixtures = resourceFixtures('crates')({
  supplied: ['clientId'],
  sample: () => ({
    lengthCm: 120,
    widthCm: 80,
    heightCm: 60,
    actualWeightKg: 42.5,
    currency: 'ZAR',
    declaredValueMinor: 1_500_000,
    insuredValueMinor: 1_800_000,
  }),
  access: {
    admin: KEPT,
    customerLiaison: KEPT,
    huntingOutfitter: [200, 200, 403, 403, 404],
    professionalHunter: [200, 404, 403, 403, 404],
    client: [200, 200, 403, 403, 404],
    collector: [403, 403, 403, 403, 404],
  },
});
