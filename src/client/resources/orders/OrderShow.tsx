import {
  ArrayField,
  Datagrid,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
} from 'react-admin';
import type { OrderLine } from '../../../../resources/orders';
import { besideOnWideScreens, OrderTitle } from './orderScreenLayout';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { wholeOrderQuery } from './wholeOrderQuery';
import '../../i18n/late/orders';

// On a phone the lines table is wider than the screen: the card's width does not follow its content
// (inline-size containment, as the editor's lines do), so the card scrolls sideways, not the page.
const scrollingLines = {
  ...besideOnWideScreens('RaShow'),
  '& .RaShow-card': { minWidth: 0, overflowX: 'auto', containerType: 'inline-size' },
};

/**
 * `orders/{quoteId}/show` (docs/order-workflow.md#reading-an-order): an order for those who read
 * orders but may not edit them (a PH): its client and lines, with the workflow panel (status, IR,
 * quote PDF, paperwork, history) beside them. Only references a reader may follow: no pricelist,
 * whose items are for staff and outfitters.
 */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      aside={<OrderWorkflowPanel />}
      queryOptions={wholeOrderQuery}
      sx={scrollingLines}
    >
      <SimpleShowLayout>
        <ReferenceField
          source="clientId"
          reference="clients"
          label="portal.orders.list.client"
          link={false}
        />
        <ArrayField source="lines" label="portal.orders.lines.table">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <ReferenceField
              source="speciesId"
              reference="admin/species"
              label="portal.orders.lines.species"
              link={false}
            />
            <ReferenceField
              source="trophyTypeId"
              reference="admin/trophies"
              label="portal.orders.lines.trophyType"
              link={false}
            />
            <NumberField source="quantity" label="portal.orders.lines.quantity" />
            <FunctionField
              label="portal.orders.lines.tagNumbers"
              render={(line: OrderLine) => line.tagNumbers.join(', ')}
            />
            <FunctionField
              label="portal.orders.lines.instruction"
              render={(line: OrderLine) => line.instruction}
            />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
