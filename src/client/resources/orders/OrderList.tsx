import { useMemo } from 'react';
import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import manifest from 'virtual:console-manifest';
import { mayAccess } from '../../../../resources/engine/consoleManifest';
import type { OrderListRow } from '../../../../resources/orders';
import { formatOrderNumber } from '../../../../resources/orderStatuses';
import { isStaffManager } from '../../../../resources/roles';
import { StatusChip } from '../../common/StatusChip';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { lazyComponent } from '../../screens/lazyScreen';
import { orderTotalText } from './orderTotalText';
import { useMyRoles } from './useMyRoles';

const filter = (
  name: 'StatusFilter' | 'ClientFilter' | 'OutfitterFilter' | 'PhFilter' | 'DateFilter',
) => lazyComponent(() => import('./orderFilters'), name, null);
const StatusFilter = filter('StatusFilter');
const ClientFilter = filter('ClientFilter');
const OutfitterFilter = filter('OutfitterFilter');
const PhFilter = filter('PhFilter');
const DateFilter = filter('DateFilter');
// docs/dashboards.md#outfitters: loads only for outfitters, so staff's first load stays as it was.
const OutfitterFigures = lazyComponent(
  () => import('../../dashboards/OutfitterFigures'),
  'OutfitterFigures',
  null,
);
// docs/screens.md#small-screens: the cards load only on a phone (bench/bundle).
const OrderCards = lazyComponent(() => import('./OrderCards'), 'OrderCards', null);

// docs/screens.md#empty-lists: loads only when there is no order at all.
const EmptyList = lazyComponent(() => import('../engine/EmptyList'), 'EmptyList', null);
const empty = (
  <EmptyList
    title="No orders yet."
    createHint="Create a quote to get started."
    waitHint="Orders you take part in will show here."
    createLabel="Create a quote"
  />
);

// docs/orders-list.md#the-screen: search always shows; the other filters load when the user adds one.
const filters = [
  <SearchInput key="q" source="q" placeholder="Number, client or tag" alwaysOn />,
  <StatusFilter key="status" source="status" label="Status" />,
  <ClientFilter key="clientId" source="clientId" label="Client" />,
  <OutfitterFilter key="outfitterId" source="outfitterId" label="Outfitter" />,
  <PhFilter key="phId" source="phId" label="PH" />,
  <DateFilter key="createdFrom" source="createdFrom" label="Created from" />,
  <DateFilter key="createdTo" source="createdTo" label="Created to" />,
];

// A filter that picks from a resource shows only to those who may list it: a client lists no
// clients, and the filter would only meet a refusal.
const picksFrom: Partial<Record<string, string>> = {
  clientId: 'clients',
  outfitterId: 'outfitters',
  phId: 'professional-hunters',
};

function useFilters() {
  const roles = useMyRoles();
  return useMemo(
    () =>
      filters.filter((filter) => {
        const resource = picksFrom[filter.props.source];
        return !resource || mayAccess(manifest, roles, resource, 'list');
      }),
    [roles],
  );
}

// The rows are summaries (OrderListRow), not orders. react-admin caches a list's rows as the records
// getOne would answer, and with refetch on mount off (docs/settings.md#cache) the editor would show a row as the
// order; a meta of their own keys them apart.
const listQueryOptions = { meta: { rows: 'orderListRow' } };

/**
 * "/" (docs/orders-list.md#the-screen): Client Orders, newest first; the number, client, status,
 * total and created headers sort (docs/orders-list.md#sorting), outfitter and updated do not.
 */
export function OrderList() {
  const shownFilters = useFilters();
  const roles = useMyRoles();
  const outfitter = roles.includes('huntingOutfitter') && !isStaffManager(roles);
  const phone = useSmallScreen();
  return (
    <List
      resource="orders"
      queryOptions={listQueryOptions}
      title="Client Orders"
      filters={shownFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={empty}
    >
      {outfitter && <OutfitterFigures />}
      {phone ? (
        <OrderCards />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField
            label="Number"
            sortBy="number"
            render={(row: OrderListRow) => formatOrderNumber(row.number)}
          />
          <TextField source="clientName" label="Client" />
          <TextField source="outfitterName" label="Outfitter" sortable={false} emptyText="—" />
          <FunctionField
            label="Status"
            sortBy="status"
            render={(row: OrderListRow) => <StatusChip status={row.status} />}
          />
          <FunctionField
            label="Total"
            sortBy="totalMinor"
            textAlign="right"
            render={orderTotalText}
          />
          <DateField source="createdAt" label="Created" />
          <DateField source="updatedAt" label="Updated" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
