import Box from '@mui/material/Box';
import {
  ArrayField,
  Datagrid,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/languages';
import type { Order, OrderLine } from '../definition';
import { formatMoney } from '../../../shared/money';
import { lineTotalMinor } from '../../../shared/orderTotals';
import { quoteFigures } from '../../../shared/quoteFigures';
import { useMayRead } from '../../../engine/screens/useMayRead';
import { besideOnWideScreens, OrderTitle } from './orderScreenLayout';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { QuoteFiguresTable } from './QuoteFiguresTable';
import { wholeOrderRead } from './wholeOrderQuery';
import '../../../client/i18n/late/orders';

// On a phone the lines table is wider than the screen: the card's width does not follow its content
// (inline-size containment, as the editor's lines do), so the card scrolls sideways, not the page.
const scrollingLines = {
  ...besideOnWideScreens('RaShow'),
  '& .RaShow-card': { minWidth: 0, overflowX: 'auto', containerType: 'inline-size' },
};

function useLanguage() {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The order's lines with their prices, in the order's currency. `label` names the field. */
function OrderShowLines(_: { label: string }) {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!order) return null;
  const money = (minor: number | null) =>
    minor === null
      ? translate('portal.orders.lines.priceOnRequest')
      : formatMoney(minor, order.currency, language);
  return (
    <ArrayField source="lines">
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('portal.orders.lines.table')}
      >
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
          label="portal.orders.lines.unitPrice"
          textAlign="right"
          render={(line: OrderLine) => money(line.unitPriceMinor)}
        />
        <FunctionField
          label="portal.orders.lines.lineTotal"
          textAlign="right"
          render={(line: OrderLine) => money(lineTotalMinor(line))}
        />
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
  );
}

/** The figures the server stored and the quote PDF prints. `label` names the field. */
function OrderShowTotals(_: { label: string }) {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const language = useLanguage();
  if (!order) return null;
  return (
    <Box
      component="section"
      aria-label={translate('portal.orders.totals.region')}
      sx={{ maxWidth: '24rem' }}
    >
      <QuoteFiguresTable figures={quoteFigures(order, language)} />
    </Box>
  );
}

/**
 * `orders/{quoteId}/show` (docs/order-workflow.md#reading-an-order): an order for those who read
 * it without editing it: its client (for those who may read clients), its lines with their prices
 * and its totals, with the workflow panel (status, IR, quote PDF, paperwork, history) beside them.
 * Only references a reader may follow: no pricelist, whose items are for staff and outfitters.
 */
export function OrderShow() {
  const mayRead = useMayRead();
  return (
    <Show
      title={<OrderTitle />}
      aside={<OrderWorkflowPanel />}
      queryOptions={wholeOrderRead}
      sx={scrollingLines}
    >
      <SimpleShowLayout>
        {mayRead('clients') && (
          <ReferenceField
            source="clientId"
            reference="clients"
            label="portal.orders.list.client"
            link={false}
          />
        )}
        <OrderShowLines label="portal.orders.lines.table" />
        <OrderShowTotals label="portal.orders.totals.region" />
      </SimpleShowLayout>
    </Show>
  );
}
