import { useTranslate } from 'react-admin';
import { formatIrNumber } from '../irStatuses';

/**
 * How the screens write an IR's number (IR-000123); one made offline has none until its sync
 * (docs/offline.md#writes), and says so.
 * @example const irNumber = useIrNumberText(); irNumber(ir.number)
 */
export function useIrNumberText(): (number: number | null) => string {
  const translate = useTranslate();
  return (number) =>
    number === null || number === undefined
      ? translate('portal.instructionRegisters.list.notSentYet')
      : formatIrNumber(number);
}
