import { MenuItem, Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { addressFieldSpecs, prefixed } from '../auth/forms/fieldSpecs';
import { FormTextField } from '../auth/forms/FormTextField';
import { countries } from './countries';

/**
 * The postal address inputs of the Address schema for the forms inside the shell (MUI), under
 * `prefix` (e.g. 'address.').
 */
export function AddressFields<T extends FieldValues>(props: {
  control: Control<T>;
  prefix?: string;
}) {
  const { control } = props;
  const field = (key: keyof typeof addressFieldSpecs) => ({
    control,
    ...addressFieldSpecs[key],
    name: prefixed(props.prefix, addressFieldSpecs[key].name) as Path<T>,
  });
  return (
    <>
      <FormTextField {...field('line1')} />
      <FormTextField {...field('line2')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <FormTextField {...field('city')} />
        <FormTextField {...field('postalCode')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <FormTextField {...field('region')} />
        <FormTextField {...field('country')} select>
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
