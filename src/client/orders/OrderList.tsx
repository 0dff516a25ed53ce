import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import {
  formatOrderNumber,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderListRow,
} from '../../../resources/orders';
import { professionalHunters } from '../../../resources/professionalHunters';
import { formatMoney } from '../../shared/money';
import { DateInput } from '../common/DateInput';
import { StatusChip } from '../common/StatusChip';

const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Number, client or tag" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <ReferenceInput key="clientId" source="clientId" reference="clients">
    <AutocompleteInput label="Client" />
  </ReferenceInput>,
  <ReferenceInput key="outfitterId" source="outfitterId" reference="outfitters">
    <AutocompleteInput label="Outfitter" />
  </ReferenceInput>,
  // The label on the reference names the filter in "Add filter", which would otherwise say "Ph".
  <ReferenceInput key="phId" source="phId" reference={professionalHunters.route} label="PH">
    <AutocompleteInput label="PH" />
  </ReferenceInput>,
  <DateInput key="createdFrom" source="createdFrom" label="Created from" />,
  <DateInput key="createdTo" source="createdTo" label="Created to" />,
];

// The rows are summaries (OrderListRow), not orders. react-admin caches a list's rows as the records
// getOne would answer, and with refetch on mount off (SPEC 9) the editor would show a row as the
// order; a meta of their own keys them apart.
const listQueryOptions = { meta: { rows: 'orderListRow' } };

/** SPEC 2 "/": Client Orders, newest first (the only order the API's indexes serve). */
export function OrderList() {
  return (
    <List
      resource="orders"
      queryOptions={listQueryOptions}
      title="Client Orders"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField
          label="Number"
          sortable={false}
          render={(row: OrderListRow) => formatOrderNumber(row.number)}
        />
        <TextField source="clientName" label="Client" sortable={false} />
        <TextField source="outfitterName" label="Outfitter" sortable={false} emptyText="—" />
        <FunctionField
          label="Status"
          sortable={false}
          render={(row: OrderListRow) => <StatusChip status={row.status} />}
        />
        <FunctionField
          label="Total"
          sortable={false}
          textAlign="right"
          render={(row: OrderListRow) =>
            `${formatMoney(row.totalMinor, row.currency)}${row.hasPriceOnRequest ? ' + on request' : ''}`
          }
        />
        <DateField source="createdAt" label="Created" sortable={false} />
        <DateField source="updatedAt" label="Updated" sortable={false} />
      </Datagrid>
    </List>
  );
}
