import { dateInRange } from './dateRange';
import { PickerInput, type PickerInputProps } from './datePickers/PickerInput';

/**
 * A calendar day, typed and shown as the studio writes dates in the console's language
 * (docs/languages.md#formats) and kept as `YYYY-MM-DD`; held to the portal's date range: the
 * calendar offers only dates in range, and a date typed outside it, or unfinished, is refused
 * with a message saying the range.
 * @example <DateInput source="validFrom" label="Valid from" />
 */
export function DateInput({ validate, ...props }: PickerInputProps) {
  const validators = [
    dateInRange,
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];
  return <PickerInput kind="day" {...props} validate={validators} />;
}
