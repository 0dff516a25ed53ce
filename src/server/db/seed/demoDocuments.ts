import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { DocumentKind } from '../../../features/documents/documentKinds';
import { DOCUMENT_KIND_KEYS } from '../../../features/documents/documentKinds';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import { blobKey, type FileStorage } from '../../files/fileStorage';
import type { Db } from '../database';
import { documents } from '../../../features/documents/table';
import { fileBlobs, files } from '../schema/files';
import { orders } from '../../../features/orders/table';
import { users } from '../../../features/users/table';
import { demoPdf } from './demoPdf';
import { messageFor } from '../../../shared/i18n/messageFor';
import { isoDayAfter } from './demoCalendar';

// docs/settings.md#demo-data: documents on the demo orders. The order In production lacks its TOPS permit,
// so its move to Ready for export is refused (docs/paperwork.md); the shipped one is complete; the
// accepted one has a holder name that does not match its client (a warning).

interface DemoDocument {
  order: OrderStatus;
  kind: DocumentKind;
  holder?: { name: string; passport: string };
  /** Covers every tag number of the order. */
  coversTags?: boolean;
  expiresInDays?: number;
}

const CLARA = { name: 'Clara Client', passport: 'PCLIENT01' };

const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  { order: 'inProduction', kind: 'passportCopy', holder: CLARA, expiresInDays: 1500 },
  { order: 'inProduction', kind: 'huntingRegister', holder: CLARA },
  { order: 'inProduction', kind: 'veterinaryCertificate', expiresInDays: 20 },
  {
    order: 'inProduction',
    kind: 'citesExportPermit',
    holder: CLARA,
    coversTags: true,
    expiresInDays: 170,
  },
  {
    order: 'inProduction',
    kind: 'citesImportPermit',
    holder: CLARA,
    coversTags: true,
    expiresInDays: 170,
  },
  {
    order: 'shipped',
    kind: 'huntingRegister',
    holder: { name: 'Greta Jaeger', passport: 'PJAEGER01' },
  },
  { order: 'shipped', kind: 'veterinaryCertificate' },
  { order: 'shipped', kind: 'exportPermit', coversTags: true },
  {
    order: 'accepted',
    kind: 'huntingRegister',
    holder: { name: 'Sophia Caza', passport: 'PCAZA01' },
  },
];

const titleOf = (demo: DemoDocument, index: number) =>
  `${messageFor('en', DOCUMENT_KIND_KEYS[demo.kind])} ${String(index + 1).padStart(3, '0')}`;

/** The demo documents' bytes: the same on every seed, so rows and stored files agree. */
function demoFiles() {
  return DEMO_DOCUMENTS.map((demo, index) => {
    const title = titleOf(demo, index);
    const bytes = demoPdf([title, `Holder: ${demo.holder?.name ?? 'n/a'}`, 'Trophy Portal demo']);
    return { demo, title, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}

/**
 * Adds the demo documents' rows, issued and expiring around the seed's day; the caller runs it in
 * one transaction, after the orders.
 */
export async function seedDemoDocuments(db: Db, today: Date): Promise<void> {
  const [liaison] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'liaison@example.com'));
  const statuses = [...new Set(DEMO_DOCUMENTS.map((demo) => demo.order))];
  const demoOrders = await db
    .select({
      id: orders.id,
      status: orders.status,
      clientId: orders.clientId,
      tags: orders.tagNumbers,
    })
    .from(orders)
    .where(inArray(orders.status, statuses));
  if (!liaison) return;
  for (const { demo, title, bytes, sha256 } of demoFiles()) {
    const order = demoOrders.find((one) => one.status === demo.order);
    if (!order) continue;
    await db
      .insert(fileBlobs)
      .values({ sha256, size: bytes.length, contentType: 'application/pdf', hasThumbnail: false });
    const [file] = await db
      .insert(files)
      .values({ name: `${title}.pdf`, sha256, uploadedBy: liaison.id, heldAt: new Date() })
      .returning({ id: files.id });
    await db.insert(documents).values({
      title,
      kind: demo.kind,
      fileId: file!.id,
      number: `${demo.kind.slice(0, 4).toUpperCase()}-${sha256.slice(0, 6).toUpperCase()}`,
      issuedOn: isoDayAfter(today, -30),
      expiresOn: demo.expiresInDays === undefined ? null : isoDayAfter(today, demo.expiresInDays),
      holderName: demo.holder?.name ?? '',
      holderPassportNumber: demo.holder?.passport ?? '',
      tagNumbers: demo.coversTags ? order.tags : [],
      clientId: order.clientId,
      orderId: demo.kind === 'passportCopy' ? null : order.id,
      uploadedById: liaison.id,
    });
  }
}

/**
 * Writes the demo documents' bytes to the file storage, after a demo seed.
 * @example if (seeded) await storeDemoFiles(await openFileStorage(config));
 */
export async function storeDemoFiles(storage: FileStorage): Promise<void> {
  for (const { bytes, sha256 } of demoFiles())
    await storage.write(blobKey(sha256), Readable.from([bytes]));
}
