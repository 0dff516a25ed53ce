import type { BatchFacts } from './batchManifest';
import { csvRow, UTF8_BOM } from '../../../../shared/csvRows';
import type { ExportedOrder } from './exportedOrder';

// docs/tls-export.md#order-lines-csv: one row per order line, for spreadsheets.
const COLUMNS = [
  'batch_number',
  'exported_at',
  'order_number',
  'order_date',
  'client',
  'client_passport_number',
  'outfitter',
  'professional_hunter',
  'instruction_register_id',
  'line',
  'species',
  'scientific_name',
  'trophy_type',
  'quantity',
  'unit_price_minor',
  'currency',
  'tag_numbers',
  'instruction',
] as const;

/** The file's start: the byte order mark and the header row. */
export const linesCsvHeader = (): string => UTF8_BOM + csvRow(COLUMNS);

/**
 * The rows of a page of orders, one per line, in the orders' and lines' order.
 * @example linesCsvRows(batch, page) // 'B-7,2026-03-31,Q-000001,...\r\n'
 */
export function linesCsvRows(batch: BatchFacts, orders: readonly ExportedOrder[]): string {
  const exportedAt = batch.createdAt.toISOString();
  return orders
    .flatMap((order) =>
      order.lines.map((line) =>
        csvRow([
          batch.number,
          exportedAt,
          order.reference,
          order.orderDate,
          order.client.name,
          order.client.passportNumber,
          order.outfitter?.name ?? null,
          order.professionalHunter?.name ?? null,
          order.instructionRegisterId,
          // A person reads line 1 first, as every screen numbers them; `position` counts from 0.
          line.position + 1,
          line.species.commonName,
          line.species.scientificName,
          line.trophyType.name,
          line.quantity,
          line.unitPriceMinor,
          order.currency,
          line.tagNumbers.join(' '),
          line.instruction,
        ]),
      ),
    )
    .join('');
}
