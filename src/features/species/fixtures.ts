import { ALL, READS, resourceFixtures } from '../../../tests/support/resourceFixtures';

// The API tests' sample of this resource and each role's answers (docs/roles-and-access.md#per-resource).
export const fixtures = resourceFixtures('species')({
  sample: (n) => ({
    commonName: `Sable ${n}`,
    scientificName: `Hippotragus niger ${n}`,
    citesAppendix: 'II',
  }),
  access: {
    admin: ALL,
    customerLiaison: ALL,
    huntingOutfitter: READS,
    professionalHunter: READS,
    collector: READS,
    client: READS,
  },
});
