import {
  NumberInput,
  SelectInput,
  TextInput,
  useGetList,
  useGetOne,
  useSourceContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput } from '../engine/MoneyInput';
import { TextListInput } from '../engine/TextListInput';

interface PricelistItem {
  speciesId: string;
  trophyTypeId: string;
  priceMinor: number | null;
}

/**
 * One line of the quote editor, inside the lines' SimpleFormIterator: species and trophy type from
 * the chosen pricelist (picking them fills the unit price), quantity, tag numbers, instruction.
 * Only staff set prices; the server prices a requester's lines from the pricelist anyway.
 */
export function OrderLineInputs({ staff, readOnly }: { staff: boolean; readOnly: boolean }) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const pricelistId = useWatch({ name: 'pricelistId' }) as string | undefined;
  const speciesId = useWatch({ name: getSource('speciesId') }) as string | undefined;
  const { data: pricelist } = useGetOne<{ id: string; items: PricelistItem[] }>(
    'admin/pricelists',
    { id: pricelistId ?? '' },
    { enabled: Boolean(pricelistId) },
  );
  const items = pricelist?.items ?? [];
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
    setValue(getSource('unitPriceMinor'), item?.priceMinor ?? null, { shouldDirty: true });
  };
  return (
    <>
      <SelectInput
        source="speciesId"
        label="Species"
        choices={speciesChoices}
        optionText="commonName"
        readOnly={readOnly}
      />
      <SelectInput
        source="trophyTypeId"
        label="Trophy type"
        choices={typeChoices}
        optionText="name"
        readOnly={readOnly}
        onChange={(event) => fillPrice(String(event.target.value))}
      />
      <NumberInput
        source="quantity"
        label="Quantity"
        min={1}
        step={1}
        defaultValue={1}
        readOnly={readOnly}
      />
      <MoneyInput
        source="unitPriceMinor"
        label="Unit price (empty: on request)"
        currencySource="currency"
        readOnly={readOnly || !staff}
      />
      <TextListInput source="tagNumbers" label="Tag numbers" readOnly={readOnly} />
      <TextInput source="instruction" label="Hunter's instruction" multiline readOnly={readOnly} />
    </>
  );
}
