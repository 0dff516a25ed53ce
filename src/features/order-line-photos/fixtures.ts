import { ALL, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's photo is on a line of the demo client's order, which has no PH: a PH lists photos
// but finds it unseen (404); only staff add, change or remove photos.
export const fixtures = resourceFixtures('order-line-photos')({
  supplied: ['orderLineId', 'fileId'],
  sample: (n) => ({ caption: `Tanning done ${n}` }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: [200, 200, 403, 403, 403],
    professionalHunter: [200, 404, 403, 403, 403],
    collector: [403, 403, 403, 403, 403],
    client: [200, 200, 403, 403, 403],
  },
});
