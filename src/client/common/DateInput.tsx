import { DateInput as RaDateInput, type DateInputProps } from 'react-admin';
import { dateInRange, EARLIEST_DATE, LATEST_DATE } from './dateRange';

/**
 * react-admin's date input held to the portal's date range: the browser's picker offers only
 * dates in range, and a date typed outside it is refused with a message saying the range.
 * @example <DateInput source="validFrom" label="Valid from" />
 */
export function DateInput({ validate, slotProps, ...props }: DateInputProps) {
  const validators = [
    dateInRange,
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  ];
  return (
    <RaDateInput
      {...props}
      validate={validators}
      slotProps={{ ...slotProps, htmlInput: { min: EARLIEST_DATE, max: LATEST_DATE } }}
    />
  );
}
