import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import type { ApiRecord } from './queuedWrite';

interface ListParams {
  pagination?: { page?: number };
  filter?: Record<string, unknown>;
}

const unfiltered = (filter: Record<string, unknown> = {}) =>
  Object.values(filter).every((value) => value === undefined || value === '');

/**
 * docs/offline.md#writes: a record created offline joins the first page of the resource's cached
 * lists that filter nothing, on top (the newest), so the list shows it offline and after a
 * reload; the sync's refetch puts the API's own page in its place.
 * @example showInCachedLists(queryClient, 'instruction-registers', record)
 */
export function showInCachedLists(queryClient: QueryClient, resource: string, record: ApiRecord) {
  for (const [key, list] of queryClient.getQueriesData<GetListResult>({
    queryKey: [resource, 'getList'],
  })) {
    const params = key[2] as ListParams | undefined;
    if (!list || (params?.pagination?.page ?? 1) !== 1 || !unfiltered(params?.filter)) continue;
    if (list.data.some((row) => row.id === record.id)) continue;
    queryClient.setQueryData<GetListResult>(key, {
      ...list,
      data: [record, ...list.data],
      ...(typeof list.total === 'number' ? { total: list.total + 1 } : {}),
    });
  }
}
