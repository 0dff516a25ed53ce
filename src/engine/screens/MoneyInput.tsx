import { NumberInput, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Digits after the decimal point of an ISO 4217 currency (2 for ZAR and USD, 0 for JPY). */
const exponentOf = (currency: unknown) => {
  try {
    return (
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: String(currency),
      }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

/**
 * Edits integer minor units as a decimal amount of the currency in `currencySource`; empty is null
 * (a pricelist item "on request"). docs/money.md#minor-units: money is never a float on the wire.
 */
export function MoneyInput({
  currencySource,
  ...props
}: NumberInputProps & { currencySource: string }) {
  const currency = useWatch({ name: currencySource });
  const factor = 10 ** exponentOf(currency);
  return (
    <NumberInput
      // One minor unit: 0.01 for ZAR, 1 for JPY.
      step={1 / factor}
      {...props}
      // The currency under the field, unless the field's place already says it (a table's header).
      helperText={
        props.helperText !== false && typeof currency === 'string' && currency
          ? currency
          : props.helperText
      }
      format={(minor) =>
        minor === null || minor === undefined || minor === '' ? '' : Number(minor) / factor
      }
      parse={(major) =>
        major === '' || major === null ? null : Math.round(Number(major) * factor)
      }
    />
  );
}
