import Box from '@mui/material/Box';
import { NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { Order } from '../definition';
import { wordedQuoteFigures } from '../../../shared/quoteFigureRows';
import { formTotals, landedCostsOf, ratesOf, type OrderFormValues } from './formTotals';
import { LandedCostInputs } from './LandedCostInputs';
import { PriceOnRequestNote } from './PriceOnRequestNote';
import { QuoteFiguresTable } from './QuoteFiguresTable';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import '../../../client/i18n/late/orders';

// Rates travel as basis points (1550 = 15.50 %) and are edited as percentages.
const percentFormat = (bp: unknown) => (typeof bp === 'number' ? bp / 100 : '');
const percentParse = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));

const RATES = [
  ['discountBp', 'portal.orders.totals.discount'],
  ['vatRateBp', 'portal.orders.totals.vat'],
  ['depositBp', 'portal.orders.totals.deposit'],
] as const;

/** Staff set the terms beside the figures they change. */
function RateInputs({ readOnly }: { readOnly: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
      {RATES.map(([source, label]) => (
        <NumberInput
          key={source}
          source={source}
          label={label}
          size="small"
          helperText={false}
          format={percentFormat}
          parse={percentParse}
          min={0}
          max={100}
          step={0.01}
          readOnly={readOnly}
        />
      ))}
    </Box>
  );
}

/**
 * Subtotal, discount, the landed costs, VAT, total and deposit beside the lines, as the quote PDF words them. While
 * the form has changes they are computed as one types by the server's own rule (formTotals);
 * otherwise they are the figures the server stored and the PDF prints, which have the last word.
 */
export function OrderTotalsSummary({ staff, readOnly }: { staff: boolean; readOnly: boolean }) {
  const order = useRecordContext<Order>();
  const { isDirty } = useFormState();
  const values = useWatch() as OrderFormValues;
  const translate = useTranslate();
  // docs/languages.md#formats: the figures worded and written as the quote PDF words them for this user.
  const language = useReaderLanguage();
  const totals = order && !isDirty ? order.totals : formTotals(values);
  const figures = values.currency
    ? wordedQuoteFigures(
        {
          totals,
          ...ratesOf(values),
          currency: values.currency,
          landedCosts: order && !isDirty ? order.landedCosts : landedCostsOf(values),
        },
        language,
        translate,
      )
    : [];
  return (
    <Box
      component="section"
      aria-label={translate('portal.orders.totals.region')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {staff && <RateInputs readOnly={readOnly} />}
      {staff && !readOnly && <LandedCostInputs />}
      <QuoteFiguresTable figures={figures} />
      <PriceOnRequestNote hasPriceOnRequest={totals.hasPriceOnRequest} lines={values.lines ?? []} />
    </Box>
  );
}
