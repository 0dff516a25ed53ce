import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { professionalHunters } from '../../professional-hunters/definition';
import { useChosenPricelist } from './usePricelist';
import '../../../client/i18n/late/orders';

/** The pricelist fixes the currency: picking one copies it into the form. */
function PricelistCurrency() {
  const { setValue } = useFormContext();
  const currency = useChosenPricelist()?.currency;
  useEffect(() => {
    if (currency) setValue('currency', currency);
  }, [currency, setValue]);
  return <TextInput source="currency" label="portal.orders.editor.currency" readOnly fullWidth />;
}

/**
 * Who the quote is for and what it is priced from, in a compact grid above the lines: as many
 * columns as fit, one on a phone. A client orders for themself (no client picker); only staff name
 * the outfitter.
 */
export function OrderHeaderInputs({
  ownOrder,
  staff,
  readOnly,
}: {
  ownOrder: boolean;
  staff: boolean;
  readOnly: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
        columnGap: 2,
        width: '100%',
      }}
    >
      {!ownOrder && (
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="portal.orders.list.client" readOnly={readOnly} fullWidth />
        </ReferenceInput>
      )}
      {staff && (
        <ReferenceInput source="outfitterId" reference="outfitters">
          <AutocompleteInput label="portal.orders.list.outfitter" readOnly={readOnly} fullWidth />
        </ReferenceInput>
      )}
      <ReferenceInput source="phId" reference={professionalHunters.route}>
        <AutocompleteInput label="portal.orders.list.ph" readOnly={readOnly} fullWidth />
      </ReferenceInput>
      <ReferenceInput source="pricelistId" reference="admin/pricelists" filter={{ active: true }}>
        <AutocompleteInput label="portal.orders.editor.pricelist" readOnly={readOnly} fullWidth />
      </ReferenceInput>
      <PricelistCurrency />
    </Box>
  );
}
