import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { routeOf } from '../../../engine/screens/dataProvider';
import { MAX_AGE_MS } from './persistedCache';

/**
 * docs/offline.md#reads: what a register made at the farm is filled in from (its farm, each
 * animal's species and trophy type), read at every start online, so the collector chooses them
 * offline though the IR editor never opened on this phone with a network.
 */
const CHOICES = ['farms', 'species', 'trophy-types'];

// The first page a reference input asks for (react-admin's defaults), so its query finds it.
const FIRST_PAGE = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

/**
 * The choices stay in the cache as long as its stored copy is kept, not the 60 seconds of unused
 * data (docs/settings.md#cache): no screen may show them before the collector is at the farm.
 * Before the cache is put back, so the restored choices keep the same time.
 * @example keepChoicesCached(queryClient); await persistCache(queryClient, db);
 */
export function keepChoicesCached(queryClient: QueryClient) {
  for (const resource of CHOICES) {
    for (const kind of ['getList', 'getOne']) {
      queryClient.setQueryDefaults([routeOf(resource), kind], { gcTime: MAX_AGE_MS });
    }
  }
}

/**
 * Puts the choices' first pages in the query cache (and each record, as react-admin's lists do),
 * where the persisted cache keeps them for a start with no network.
 * @example void keepChoicesOffline(queryClient, dataProvider);
 */
export async function keepChoicesOffline(queryClient: QueryClient, dataProvider: DataProvider) {
  await Promise.all(
    CHOICES.map(async (resource) => {
      const route = routeOf(resource);
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource, FIRST_PAGE);
      queryClient.setQueryData([route, 'getList', FIRST_PAGE], { data, total, pageInfo, meta });
      for (const record of data) {
        queryClient.setQueryData([route, 'getOne', { id: String(record.id) }], record);
      }
    }),
  );
}
