import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { LANDED_COST_KINDS } from '../definition';
import { MoneyInput } from '../../../engine/screens/MoneyInput';
import '../../../client/i18n/late/orders';

/**
 * docs/money.md#landed-costs: staff add crating, dip & pack, freight and insurance to a quote, each
 * an estimate until they untick it; the figures beside them show them in the total. A locked order
 * shows them in its figures only.
 */
export function LandedCostInputs() {
  const translate = useTranslate();
  const choices = LANDED_COST_KINDS.map((kind) => ({
    id: kind,
    name: translate(`portal.quote.costs.${kind}`),
  }));
  return (
    <ArrayInput source="landedCosts" label="portal.orders.costs.title">
      <SimpleFormIterator inline disableReordering disableClear>
        <SelectInput
          source="kind"
          label="portal.orders.costs.kind"
          choices={choices}
          helperText={false}
          size="small"
        />
        <MoneyInput
          source="amountMinor"
          label="portal.orders.costs.amount"
          currencySource="currency"
          size="small"
        />
        <BooleanInput
          source="estimate"
          label="portal.orders.costs.estimate"
          defaultValue
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
