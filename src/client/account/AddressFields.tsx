import { MenuItem, Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../auth/forms/FormTextField';
import { countries } from './countries';

/**
 * The postal address inputs of the Address schema, under `prefix` (e.g. 'address.') so the
 * completion form and the address settings share them.
 */
export function AddressFields<T extends FieldValues>(props: {
  control: Control<T>;
  prefix?: string;
}) {
  const { control } = props;
  const name = (field: string) => `${props.prefix ?? ''}${field}` as Path<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('line1')}
        label="Street and number"
        autoComplete="address-line1"
      />
      <FormTextField
        control={control}
        name={name('line2')}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <FormTextField
          control={control}
          name={name('city')}
          label="City"
          autoComplete="address-level2"
        />
        <FormTextField
          control={control}
          name={name('postalCode')}
          label="Postal code"
          autoComplete="postal-code"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <FormTextField
          control={control}
          name={name('region')}
          label="Region or state (optional)"
          autoComplete="address-level1"
        />
        <FormTextField
          control={control}
          name={name('country')}
          label="Country"
          select
          autoComplete="country"
        >
          {countries.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </>
  );
}
