import { eq } from 'drizzle-orm';
import { clients } from '../../clients/table';
import type { Db } from '../../../server/db/database';
import { personNameSql } from '../../../server/db/personName';

export interface PdfClient {
  clientName: string;
  /** The postal address, one line each, empty lines left off. */
  clientAddress: string[];
}

/**
 * docs/invoices.md: the client as an invoice or a statement addresses them; undefined for no such client.
 * @example const { clientName, clientAddress } = (await pdfClient(app.db, order.clientId))!;
 */
export async function pdfClient(db: Db, clientId: string): Promise<PdfClient | undefined> {
  const [row] = await db
    .select({ name: personNameSql(clients), client: clients })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return undefined;
  const { addressLine1, addressLine2, postalCode, city, region, country } = row.client;
  const lines = [addressLine1, addressLine2, `${postalCode} ${city}`, region, country];
  return {
    clientName: row.name,
    clientAddress: lines.map((line) => line.trim()).filter(Boolean),
  };
}
