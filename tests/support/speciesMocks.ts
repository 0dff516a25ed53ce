import { IDS } from './orderMocks';

/** A species as GET /api/species/{id} answers it, for the generated screens' component tests. */
export const aKudu = {
  id: IDS.kudu,
  version: 3,
  commonName: 'Greater Kudu',
  scientificName: 'Tragelaphus strepsiceros',
  family: null,
  citesAppendix: 'none',
  topsListed: false,
  imageUrl: null,
};
