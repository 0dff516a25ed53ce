import { OutfitterFigures } from '../../dashboards/screens/public';
import { useMemo } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import manifest from 'virtual:console-manifest';
import { mayAccess } from '../../../engine/consoleManifest';
import type { OrderListRow } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { isStaffManager } from '../../../shared/roles';
import { StatusChip } from '../../../client/common/StatusChip';
import { useSmallScreen } from '../../../client/shell/layout/useSmallScreen';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { orderTotalText } from './orderTotalText';
import { UnreadCount } from './UnreadCount';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { useRecordLink } from '../../../engine/screens/useRecordLink';
import '../../../client/i18n/late/orders';
import { DateText } from '../../../client/common/DateText';
import { PendingList } from '../../../client/common/skeletons/PendingList';

const filter = (
  name: 'StatusFilter' | 'ClientFilter' | 'OutfitterFilter' | 'PhFilter' | 'DateFilter',
) => lazyComponent(() => import('./orderFilters'), name, null);
const StatusFilter = filter('StatusFilter');
const ClientFilter = filter('ClientFilter');
const OutfitterFilter = filter('OutfitterFilter');
const PhFilter = filter('PhFilter');
const DateFilter = filter('DateFilter');
// docs/screens.md#small-screens: the cards load only on a phone (bench/bundle).
const OrderCards = lazyComponent(() => import('./OrderCards'), 'OrderCards', null);

// docs/screens.md#empty-lists: loads only when there is no order at all.
const EmptyList = lazyComponent(
  () => import('../../../engine/screens/EmptyList'),
  'EmptyList',
  null,
);
function NoOrders() {
  const translate = useTranslate();
  return (
    <EmptyList
      title={translate('portal.orders.list.empty.title')}
      createHint={translate('portal.orders.list.empty.createHint')}
      waitHint={translate('portal.orders.list.empty.waitHint')}
      createLabel={translate('portal.orders.list.empty.createLabel')}
    />
  );
}
const empty = <NoOrders />;

// docs/orders-list.md#the-screen: search always shows; the other filters load when the user adds one.
// Labels are message keys: react-admin translates an input's label.
const filtersIn = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" placeholder={searchPlaceholder} alwaysOn />,
  <StatusFilter key="status" source="status" label="portal.orders.list.status" />,
  <ClientFilter key="clientId" source="clientId" label="portal.orders.list.client" />,
  <OutfitterFilter key="outfitterId" source="outfitterId" label="portal.orders.list.outfitter" />,
  <PhFilter key="phId" source="phId" label="portal.orders.list.ph" />,
  <DateFilter key="createdFrom" source="createdFrom" label="portal.orders.list.createdFrom" />,
  <DateFilter key="createdTo" source="createdTo" label="portal.orders.list.createdTo" />,
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
  const translate = useTranslate();
  const searchPlaceholder = translate('portal.orders.list.search');
  return useMemo(
    () =>
      filtersIn(searchPlaceholder).filter((filter) => {
        const resource = picksFrom[filter.props.source];
        return !resource || mayAccess(manifest, roles, resource, 'list');
      }),
    [roles, searchPlaceholder],
  );
}

/**
 * "/" (docs/orders-list.md#the-screen): Client Orders, newest first; the number, client, status,
 * total and created headers sort (docs/orders-list.md#sorting), outfitter and updated do not.
 */
export function OrderList() {
  const shownFilters = useFilters();
  const roles = useMyRoles();
  const outfitter = roles.includes('huntingOutfitter') && !isStaffManager(roles);
  const phone = useSmallScreen();
  const open = useRecordLink('orders');
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      resource="orders"
      title="portal.orders.list.title"
      filters={shownFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={empty}
    >
      {outfitter && <OutfitterFigures />}
      {/* docs/screens.md#loading-skeletons: the rows' shape while the first page comes. */}
      <PendingList columns={phone ? 1 : 7}>
        {phone ? (
          <OrderCards open={open} />
        ) : (
          <Datagrid rowClick={open} bulkActionButtons={false}>
            <FunctionField
              label="portal.orders.list.number"
              sortBy="number"
              render={(row: OrderListRow) => (
                <>
                  {formatOrderNumber(row.number)}
                  <UnreadCount count={row.unreadMessages} />
                </>
              )}
            />
            <TextField source="clientName" label="portal.orders.list.client" />
            <TextField
              source="outfitterName"
              label="portal.orders.list.outfitter"
              sortable={false}
              emptyText="—"
            />
            <FunctionField
              label="portal.orders.list.status"
              sortBy="status"
              render={(row: OrderListRow) => <StatusChip status={row.status} />}
            />
            <FunctionField
              label="portal.orders.list.total"
              sortBy="totalMinor"
              textAlign="right"
              render={(row: OrderListRow) => orderTotalText(row, translate, locale)}
            />
            <DateText source="createdAt" label="portal.orders.list.created" />
            <DateText source="updatedAt" label="portal.orders.list.updated" sortable={false} />
          </Datagrid>
        )}
      </PendingList>
    </List>
  );
}
