import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { useDataProvider, useResourceContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordSkeleton } from '../../common/skeletons/RecordSkeleton';
import { lazyComponent } from './lazyScreen';

/**
 * Asks for the record of the route's `:id` at once, under the key react-admin's `useGetOne` reads
 * (its Edit and Show), so the screen finds it asked for, or come, when its code has loaded.
 */
function usePrefetchedRecord() {
  const resource = useResourceContext();
  const { id } = useParams<{ id?: string }>();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!resource || id == null) return;
    const recordId = decodeURIComponent(id);
    void queryClient.prefetchQuery({
      queryKey: [resource, 'getOne', { id: recordId, meta: undefined }],
      queryFn: () => dataProvider.getOne(resource, { id: recordId }).then(({ data }) => data),
      // A record the cache holds (a list's row opened) is not asked again: the screen does not
      // refetch on mount either.
      staleTime: Infinity,
    });
  }, [dataProvider, id, queryClient, resource]);
}

/**
 * docs/guards.md#loading-screens: a record's screen whose code loads on demand while its record is
 * already asked for: code and record travel together, not one after the other. Inside the shell,
 * the record's skeleton shows meanwhile (docs/screens.md#loading-skeletons).
 * @example export const edit = lazyRecordScreen(() => import('./IrEdit'), 'IrEdit');
 */
export function lazyRecordScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Screen = lazyComponent(load, name, <RecordSkeleton />);
  return function RecordScreen(props: Props) {
    usePrefetchedRecord();
    return <Screen {...props} />;
  };
}
