import type { Db } from '../database';
import { studioSettings } from '../../../features/studio-settings/table';

/**
 * docs/payments.md#studio-settings: the demo studio's letterhead and bank details, on the row the
 * migration made, so its quotes say where to pay.
 * @example await seedDemoStudio(tx);
 */
export async function seedDemoStudio(db: Db): Promise<void> {
  await db.update(studioSettings).set({
    name: 'Trophy Portal Taxidermy',
    address: 'PO Box 1234\nHatfield, Pretoria 0028\nSouth Africa',
    country: 'ZA',
    vatNumber: '4012345678',
    bankName: 'First National Bank',
    bankAccountName: 'Trophy Portal Taxidermy (Pty) Ltd',
    bankAccountNumber: '62012345678',
    bankBranchCode: '250655',
    bankSwift: 'FIRNZAJJ',
    defaultVatRateBp: 1500,
    defaultCurrency: 'ZAR',
    paymentTerms:
      'A 50% deposit is due on acceptance; production starts once it is paid. The balance is due before export.',
    paymentTermsFr:
      "Un acompte de 50 % est dû à l'acceptation ; la production commence une fois qu'il est payé. Le solde est dû avant l'export.",
  });
}
