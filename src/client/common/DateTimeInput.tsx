import { momentInRange } from './dateRange';
import { PickerInput, type PickerInputProps } from './datePickers/PickerInput';

/**
 * A moment, typed and shown in the studio's time zone and locale for the console's language
 * (docs/languages.md#formats), kept as an ISO instant in UTC and held to the portal's date range.
 * @example <DateTimeInput source="collectedAt" label="Collected at" />
 */
export function DateTimeInput({ validate, ...props }: PickerInputProps) {
  const validators = [
    momentInRange,
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];
  return <PickerInput kind="moment" {...props} validate={validators} />;
}
