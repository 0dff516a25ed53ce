import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { ListSkeleton } from './ListSkeleton';

/**
 * docs/screens.md#loading-skeletons: inside a react-admin `<List>`, its rows' skeleton while its
 * first page comes, then `children`; the toolbar, filters and title stay where they are.
 * @example <List><PendingList columns={7}><Datagrid>...</Datagrid></PendingList></List>
 */
export function PendingList({ columns, children }: { columns: number; children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <ListSkeleton columns={columns} /> : children;
}
