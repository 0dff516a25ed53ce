import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Pricelist } from '../../pricelists/definition';

/** The pricelist chosen in the quote editor (its currency and items), once one is chosen. */
export function useChosenPricelist(): Pricelist | undefined {
  const pricelistId = useWatch({ name: 'pricelistId' }) as string | undefined;
  const { data } = useGetOne<Pricelist>(
    'admin/pricelists',
    { id: pricelistId ?? '' },
    { enabled: Boolean(pricelistId) },
  );
  return data;
}
