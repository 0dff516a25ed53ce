import type { Db } from '../../../server/db/database';
import { storedFile, type FileStorage } from '../../../server/files/public';
import { readStudioSettings, studioDateSettings } from '../../studio-settings/server/public';
import type { Letterhead } from './pdfLayout';

// pdfkit draws these; a logo of another type leaves the PDF without one rather than failing it.
const DRAWABLE = new Set(['image/png', 'image/jpeg']);

/**
 * docs/quote-pdf.md#letterhead: the studio's settings as its quotes, invoices and statements print
 * them, its logo's bytes read from the file storage.
 * @example const studio = await studioLetterhead(app.db, app.files.storage);
 */
export async function studioLetterhead(db: Db, storage: FileStorage): Promise<Letterhead> {
  const settings = await readStudioSettings(db);
  const logo = settings.logoFileId ? await storedFile(db, storage, settings.logoFileId) : undefined;
  return {
    name: settings.name,
    address: settings.address,
    vatNumber: settings.vatNumber,
    bankName: settings.bankName,
    bankAccountName: settings.bankAccountName,
    bankAccountNumber: settings.bankAccountNumber,
    bankBranchCode: settings.bankBranchCode,
    bankSwift: settings.bankSwift,
    paymentTerms: settings.paymentTerms,
    paymentTermsFr: settings.paymentTermsFr,
    dates: studioDateSettings(settings),
    logo:
      logo && DRAWABLE.has(logo.contentType) ? { sha256: logo.sha256, bytes: logo.bytes } : null,
  };
}
