import { ALL, UNSEEN, UPLOADER, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
// The test's document is on the demo client's order, which has no PH; a PH who may change
// documents finds it unseen (404).
export const fixtures = resourceFixtures('documents')({
  supplied: ['fileId'],
  sample: (n) => ({ title: `Hunting register ${n}`, kind: 'huntingRegister' }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: UPLOADER,
    professionalHunter: [200, 404, 403, 404, 404],
    collector: UNSEEN,
    client: UPLOADER,
  },
});
