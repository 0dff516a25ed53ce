import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages';
import type { Db } from '../../../server/db/database';
import { fileBlobs, files } from '../../../server/db/schema/files';
import { shipmentCrates } from '../../crates/server/public';
import { crateLines, crates } from '../../crates/table';
import { documents } from '../../documents/table';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { paperworkOf, readOrder } from '../../orders/server/public';
import { orderLines, orders } from '../../orders/table';
import { shipments } from '../table';

/** One document of the pack: the paperwork one of the shipment's orders needs. */
export interface PackDocument {
  id: string;
  orderNumber: number;
  kind: string;
  title: string;
  fileName: string;
  contentType: string;
  sha256: string;
}

/**
 * A shipment's pack (docs/crates-and-shipments.md#the-freight-agents-pack): its crates, and every
 * valid document the paperwork rule (docs/paperwork.md) asks of the orders whose lines they hold,
 * each once. Access is the caller's (the link).
 * @example const pack = await freightPackContents(app.db, link.shipmentId);
 */
export async function freightPackContents(db: Db, shipmentId: string) {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  const language: Language = shipment?.freightAgentLanguage ?? DEFAULT_LANGUAGE;
  const packed = await shipmentCrates(db, shipmentId);
  const orderIds = await db
    .selectDistinct({ id: orders.id, number: orders.number })
    .from(crateLines)
    .innerJoin(crates, eq(crates.id, crateLines.crateId))
    .innerJoin(orderLines, eq(orderLines.id, crateLines.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(crates.shipmentId, shipmentId))
    .orderBy(orders.number);
  const needed = new Map<string, number>();
  for (const { id, number } of orderIds) {
    const order = await readOrder(db, id, { withInternalNotes: false });
    if (!order) continue;
    const paperwork = await paperworkOf(db, order, language);
    for (const item of paperwork.items) {
      if (item.state !== 'present') continue;
      for (const document of item.documents)
        if (!needed.has(document.id)) needed.set(document.id, number);
    }
  }
  const rows = needed.size
    ? await db
        .select({
          id: documents.id,
          kind: documents.kind,
          title: documents.title,
          fileName: files.name,
          contentType: fileBlobs.contentType,
          sha256: fileBlobs.sha256,
        })
        .from(documents)
        .innerJoin(files, eq(files.id, documents.fileId))
        .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.sha256))
        .where(inArray(documents.id, [...needed.keys()]))
    : [];
  const packDocuments: PackDocument[] = rows
    .map((row) => ({ ...row, orderNumber: needed.get(row.id)! }))
    .sort((a, b) => a.orderNumber - b.orderNumber || a.kind.localeCompare(b.kind));
  return { shipment: shipment!, language, crates: packed, documents: packDocuments };
}

export type FreightPack = Awaited<ReturnType<typeof freightPackContents>>;

/**
 * The names the pack's files take in the zip: each crate's packing list, then each document under
 * paperwork/ by its order and its file's own name; a name met twice gets " (2)" before its extension.
 */
export function zipNames(pack: FreightPack): { crates: string[]; documents: string[] } {
  const taken = new Set<string>();
  const unique = (name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
  return {
    crates: pack.crates.map((crate) => unique(`${crate.reference} packing list.pdf`)),
    documents: pack.documents.map((document) =>
      unique(
        `paperwork/${formatOrderNumber(document.orderNumber)} ${document.fileName.replace(/[\\/]/g, '_')}`,
      ),
    ),
  };
}
