import { useGetMany, useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { formatMoney } from '../../../shared/money';
import { lineTotalMinor } from '../../../shared/orderTotals';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';
import '../../../client/i18n/late/orders';

/** One line of an order as its document reads it: every figure already written for the reader. */
export interface DocumentLine {
  id: string;
  number: number;
  species: string;
  trophyType: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  /** Empty when the line has none. */
  tagNumbers: string;
  instruction: string;
  onRequest: boolean;
}

/** What every line shows, each named by its key under portal.orders.lines. */
export const LINE_FIGURES = [
  'species',
  'trophyType',
  'quantity',
  'unitPrice',
  'lineTotal',
] as const;
/** What a line shows only when it has it. */
export const LINE_NOTES = ['tagNumbers', 'instruction'] as const;

const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The order's lines for reading (docs/order-workflow.md#reading-an-order): species and trophy
 * types by name, money in the order's currency and the reader's language, a line total by the
 * shared rule (lineTotalMinor) or "Price on request".
 * @example const lines = useDocumentLines(order);
 */
export function useDocumentLines(order: Order): DocumentLine[] {
  const translate = useTranslate();
  const language = useReaderLanguage();
  const { data: species = [] } = useGetMany<{ id: string; commonName: string }>('admin/species', {
    ids: uniqueIds(order.lines.map((line) => line.speciesId)),
  });
  const { data: types = [] } = useGetMany<{ id: string; name: string }>('admin/trophies', {
    ids: uniqueIds(order.lines.map((line) => line.trophyTypeId)),
  });
  const money = (minor: number | null) =>
    minor === null
      ? translate('portal.orders.lines.priceOnRequest')
      : formatMoney(minor, order.currency, language);
  const count = new Intl.NumberFormat(language);
  return order.lines.map((line, index) => ({
    id: line.id,
    number: index + 1,
    species: species.find((one) => one?.id === line.speciesId)?.commonName ?? '',
    trophyType: types.find((one) => one?.id === line.trophyTypeId)?.name ?? '',
    quantity: count.format(line.quantity),
    unitPrice: money(line.unitPriceMinor),
    lineTotal: money(lineTotalMinor(line)),
    tagNumbers: line.tagNumbers.join(', '),
    instruction: line.instruction,
    onRequest: line.unitPriceMinor === null,
  }));
}
