import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import {
  NumberInput,
  SelectInput,
  TextInput,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OrderLineBody } from '../definition';
import { formatMoney } from '../../../shared/money';
import { lineTotalMinor } from '../../../shared/orderTotals';
import { MoneyInput } from '../../../engine/screens/MoneyInput';
import { TextListInput } from '../../../engine/screens/TextListInput';
import { pricedLineOf } from './formTotals';
import { tableCellInput } from './tableCellInput';
import { useChosenPricelist } from './usePricelist';
import '../../../client/i18n/late/orders';

function OnRequest() {
  const translate = useTranslate();
  return (
    <Chip size="small" color="warning" label={translate('portal.orders.lines.priceOnRequest')} />
  );
}

/** The unit price: staff type it (empty is on request), everyone else reads it. */
function UnitPrice({ source, editable }: { source: string; editable: boolean }) {
  const price = useWatch({ name: source }) as number | null | undefined;
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (editable) {
    return (
      <>
        <MoneyInput
          {...tableCellInput}
          source={source}
          label="portal.orders.lines.unitPrice"
          currencySource="currency"
          placeholder={translate('portal.orders.lines.onRequest')}
        />
        {price === null && <OnRequest />}
      </>
    );
  }
  if (price === null) return <OnRequest />;
  return typeof price === 'number' && currency ? formatMoney(price, currency, locale) : '';
}

/** Quantity x unit price by the shared rule, in the order's currency, as one types. */
function LineTotal({ source }: { source: string }) {
  const line = useWatch({ name: source }) as Partial<OrderLineBody>;
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const [locale] = useLocaleState();
  const amount = lineTotalMinor(pricedLineOf(line ?? {}));
  if (amount === null) return <OnRequest />;
  return currency ? formatMoney(amount, currency, locale) : '';
}

interface LineProps {
  index: number;
  staff: boolean;
  readOnly: boolean;
}

/**
 * The first row's cells of line `index` of the quote editor: species and trophy type from the
 * chosen pricelist (picking them fills the unit price), quantity, unit price and the line total.
 * Only staff set prices; the server prices a requester's lines from the pricelist anyway.
 */
export function OrderLineMainCells({ index, staff, readOnly }: LineProps) {
  const source = `lines.${index}`;
  const { setValue } = useFormContext();
  const speciesId = useWatch({ name: `${source}.speciesId` }) as string | undefined;
  const items = useChosenPricelist()?.items ?? [];
  const { data: species = [] } = useGetList('admin/species', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'commonName', order: 'ASC' },
  });
  const { data: types = [] } = useGetList('admin/trophies', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const speciesChoices = species.filter((one) => items.some((item) => item.speciesId === one.id));
  const typeChoices = types.filter((one) =>
    items.some((item) => item.speciesId === speciesId && item.trophyTypeId === one.id),
  );
  const fillPrice = (trophyTypeId: string) => {
    const item = items.find(
      (one) => one.speciesId === speciesId && one.trophyTypeId === trophyTypeId,
    );
    setValue(`${source}.unitPriceMinor`, item?.priceMinor ?? null, { shouldDirty: true });
  };
  return (
    <>
      <TableCell>
        <SelectInput
          {...tableCellInput}
          source={`${source}.speciesId`}
          label="portal.orders.lines.species"
          choices={speciesChoices}
          optionText="commonName"
          readOnly={readOnly}
        />
      </TableCell>
      <TableCell>
        <SelectInput
          {...tableCellInput}
          source={`${source}.trophyTypeId`}
          label="portal.orders.lines.trophyType"
          choices={typeChoices}
          optionText="name"
          readOnly={readOnly}
          onChange={(event) => fillPrice(String(event.target.value))}
        />
      </TableCell>
      <TableCell>
        <NumberInput
          {...tableCellInput}
          source={`${source}.quantity`}
          label="portal.orders.lines.quantity"
          min={1}
          step={1}
          readOnly={readOnly}
        />
      </TableCell>
      <TableCell align="right">
        <UnitPrice source={`${source}.unitPriceMinor`} editable={staff && !readOnly} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <LineTotal source={source} />
      </TableCell>
    </>
  );
}

// The second row's inputs name themselves: no column header stands over them.
const detailInput = { size: 'small', margin: 'none', helperText: false, fullWidth: true } as const;

/**
 * The second row's cells of line `index`: its tag numbers under species and trophy type, the
 * hunter's instruction under the rest, so a line fits a desktop beside the workflow panel
 * without scrolling sideways (docs/order-workflow.md#the-editor).
 */
export function OrderLineDetailCells({ index, readOnly }: Omit<LineProps, 'staff'>) {
  const source = `lines.${index}`;
  const translate = useTranslate();
  return (
    <>
      <TableCell colSpan={2}>
        <TextListInput
          {...detailInput}
          source={`${source}.tagNumbers`}
          label={translate('portal.orders.lines.tagNumbers')}
          readOnly={readOnly}
        />
      </TableCell>
      <TableCell colSpan={3}>
        <TextInput
          {...detailInput}
          source={`${source}.instruction`}
          label="portal.orders.lines.instruction"
          multiline
          maxRows={4}
          readOnly={readOnly}
        />
      </TableCell>
    </>
  );
}
