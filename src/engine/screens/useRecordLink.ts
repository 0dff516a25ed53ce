import { useCanAccess } from 'react-admin';

/**
 * Where a record's row or reference leads: its editor for those who may edit it, its read-only
 * screen for those who only read it (a PH reading an order), whom the editor would refuse. Without
 * a resource, the one of the surrounding resource context.
 * @example <Datagrid rowClick={useRecordLink('orders')} />
 */
export function useRecordLink(resource?: string): 'edit' | 'show' {
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return canAccess ? 'edit' : 'show';
}
