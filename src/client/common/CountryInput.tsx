import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { countries } from '../session/forms/countries';

// An optional country is '' in the schemas; react-admin's cleared autocomplete would send null.
const emptyAsText = (value: string | null) => value ?? '';

interface CountryInputProps {
  source: string;
  label: string;
  disabled?: boolean | undefined;
}

/**
 * A country picked by name, searchable as one types ("Nam" finds Namibia); its ISO 3166 code goes
 * on the wire; names are in the user's language. Used by every form and filter with a country.
 * @example <CountryInput source="country" label="Country" />
 */
export function CountryInput({ source, label, disabled }: CountryInputProps) {
  const [locale] = useLocaleState();
  const choices = useMemo(
    () => countries(locale).map(({ code, name }) => ({ id: code, name })),
    [locale],
  );
  return (
    <AutocompleteInput
      source={source}
      label={label}
      disabled={disabled}
      choices={choices}
      parse={emptyAsText}
    />
  );
}
