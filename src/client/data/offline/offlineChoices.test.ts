import { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LIST_ROWS } from '../../../engine/listLimits';
import { keepChoicesOffline, offlineChoicesPage } from './offlineChoices';

// docs/offline.md#reads: every choice is kept, so a species typed at the farm is found offline
// whatever page the server would have put it on.
const SPECIES: RaRecord[] = Array.from({ length: 40 }, (_, at) => ({
  id: `s${String(at).padStart(2, '0')}`,
  commonName: at === 33 ? 'Sable Antelope' : `Species ${at}`,
  scientificName: at === 33 ? 'Hippotragus niger' : `Genus ${at}`,
  topsListed: at % 2 === 0,
}));

let queryClient: QueryClient;
let asked: [string, GetListParams][];

const page = (params: Partial<GetListParams>, resource = 'species') =>
  offlineChoicesPage(queryClient, resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter: {},
    ...params,
  });

beforeEach(async () => {
  queryClient = new QueryClient();
  asked = [];
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      asked.push([resource, params]);
      return { data: resource === 'species' ? SPECIES : [], total: 40 };
    },
  } as unknown as DataProvider;
  await keepChoicesOffline(queryClient, dataProvider);
});

describe('the choices kept offline', () => {
  it('are read whole, as many as a list call answers', () => {
    expect(asked.map(([resource]) => resource).sort()).toEqual(['farms', 'species', 'trophy-types']);
    expect(asked[0]![1].pagination).toEqual({ page: 1, perPage: MAX_LIST_ROWS });
  });

  it('answer a search past the first page, in any of the record’s texts, case aside', () => {
    expect(page({ filter: { q: 'sable' } })).toEqual({ data: [SPECIES[33]], total: 1 });
    expect(page({ filter: { q: 'HIPPOTRAGUS' } })?.data).toEqual([SPECIES[33]]);
    expect(page({ filter: { q: 'nothing like it' } })).toEqual({ data: [], total: 0 });
  });

  it('page, sort, and match ids and other filters exactly', () => {
    const second = page({ pagination: { page: 2, perPage: 25 } })!;
    expect(second.total).toBe(40);
    expect(second.data.map((record) => record.id)).toEqual(
      SPECIES.slice(0, 15)
        .map((record) => record.id)
        .reverse(),
    );
    expect(page({ filter: { id: ['s01', 's02'] }, sort: { field: 'id', order: 'ASC' } })?.data).toEqual([
      SPECIES[1],
      SPECIES[2],
    ]);
    expect(page({ filter: { topsListed: true } })?.total).toBe(20);
  });

  it('answer nothing for a resource that is no choice, or before they were kept', () => {
    expect(page({}, 'instruction-registers')).toBeUndefined();
    queryClient = new QueryClient();
    expect(page({})).toBeUndefined();
  });
});
