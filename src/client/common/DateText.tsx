import { useRecordContext } from 'react-admin';
import { useDateText } from './useDateText';

/**
 * A record's date as a list column or show field, through the shared `formatDate`
 * (docs/languages.md#formats); react-admin's DateField writes US style for English.
 * @example <DateText source="collectedAt" label="portal.instructionRegisters.list.collected" showTime />
 */
export function DateText({
  source,
  emptyText,
  showTime = false,
}: {
  source: string;
  /** Read by the list's header and the show layout. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  emptyText?: string;
  showTime?: boolean;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const date = useDateText(showTime ? 'dateTime' : 'day');
  const value = record?.[source];
  return typeof value === 'string' && value ? <>{date(value)}</> : (emptyText ?? null);
}
