import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { MAX_LIST_ROWS } from '../../../engine/listLimits';
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

// Every choice, as many as a list call answers, which a search typed offline looks through.
const EVERY_CHOICE = { ...FIRST_PAGE, pagination: { page: 1, perPage: MAX_LIST_ROWS } };
const everyChoiceKey = (resource: string) => [routeOf(resource), 'offlineChoices'];

/**
 * The choices stay in the cache as long as its stored copy is kept, not the 60 seconds of unused
 * data (docs/settings.md#cache): no screen may show them before the collector is at the farm. Their
 * lists are asked for even offline, where the data provider answers them from the cache
 * (offlineChoicesPage). Before the cache is put back, so the restored choices keep the same time.
 * @example keepChoicesCached(queryClient); await persistCache(queryClient, db);
 */
export function keepChoicesCached(queryClient: QueryClient) {
  for (const resource of CHOICES) {
    const route = routeOf(resource);
    queryClient.setQueryDefaults([route, 'getList'], { gcTime: MAX_AGE_MS, networkMode: 'always' });
    queryClient.setQueryDefaults([route, 'getOne'], { gcTime: MAX_AGE_MS });
    queryClient.setQueryDefaults(everyChoiceKey(resource), { gcTime: MAX_AGE_MS });
  }
}

/**
 * Puts every choice in the query cache (the first page as the reference inputs ask for it, each
 * record, and the whole list), where the persisted cache keeps them for a start with no network.
 * @example void keepChoicesOffline(queryClient, dataProvider);
 */
export async function keepChoicesOffline(queryClient: QueryClient, dataProvider: DataProvider) {
  await Promise.all(
    CHOICES.map(async (resource) => {
      const route = routeOf(resource);
      const { data, total } = await dataProvider.getList(resource, EVERY_CHOICE);
      const first = data.slice(0, FIRST_PAGE.pagination.perPage);
      queryClient.setQueryData([route, 'getList', FIRST_PAGE], { data: first, total });
      queryClient.setQueryData(everyChoiceKey(resource), data);
      for (const record of data) {
        queryClient.setQueryData([route, 'getOne', { id: String(record.id) }], record);
      }
    }),
  );
}

const byField = (field: string) => (a: RaRecord, b: RaRecord) =>
  String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true });

/**
 * docs/offline.md#reads: a choices' page asked for with no network (a species typed at the farm),
 * answered from the choices kept offline and those made offline (the first page's): `q` matches
 * any of a record's texts, as a search's "contains"; other filters match exactly. Undefined for
 * any other resource, or before the choices were kept.
 * @example offlineChoicesPage(queryClient, 'species', { filter: { q: 'kudu' }, ... })
 */
export function offlineChoicesPage(
  queryClient: QueryClient,
  resource: string,
  params: GetListParams,
): GetListResult | undefined {
  if (!CHOICES.includes(resource)) return undefined;
  const every = queryClient.getQueryData<RaRecord[]>(everyChoiceKey(resource));
  if (!every) return undefined;
  const first = queryClient.getQueryData<GetListResult>([routeOf(resource), 'getList', FIRST_PAGE]);
  const records = new Map([...(first?.data ?? []), ...every].map((record) => [record.id, record]));
  const { q, id, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
  const text = typeof q === 'string' ? q.trim().toLocaleLowerCase() : '';
  const ids = id === undefined ? undefined : new Set([id].flat().map(String));
  const found = [...records.values()].filter(
    (record) =>
      (!text ||
        Object.values(record).some(
          (value) => typeof value === 'string' && value.toLocaleLowerCase().includes(text),
        )) &&
      (!ids || ids.has(String(record.id))) &&
      Object.entries(exact).every(([field, value]) => record[field] === value),
  );
  const { field, order } = params.sort ?? FIRST_PAGE.sort;
  found.sort(byField(field));
  if (order === 'DESC') found.reverse();
  const { page, perPage } = params.pagination ?? FIRST_PAGE.pagination;
  return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
}
