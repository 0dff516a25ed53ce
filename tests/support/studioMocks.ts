import { http, HttpResponse } from 'msw';
import type { StudioSettings } from '../../src/features/studio-settings/definition';

/** The studio's settings as GET /api/studio-settings answers its one row. */
export const aStudio = (overrides: Partial<StudioSettings> = {}): StudioSettings => ({
  id: '5b0c2d1e-7a4f-4c8e-9d3b-1f2e3d4c5b6a',
  version: 3,
  name: 'Karoo Taxidermy Studio',
  address: '12 Church Street\nGraaff-Reinet 6280',
  country: 'ZA',
  timeZone: '',
  englishLocale: '',
  vatNumber: '4230001111',
  bankName: 'Standard Bank',
  bankAccountName: 'Karoo Taxidermy',
  bankAccountNumber: '071234567',
  bankBranchCode: '051001',
  bankSwift: 'SBZAZAJJ',
  defaultVatRateBp: 1500,
  defaultCurrency: 'ZAR',
  paymentTerms: 'The balance is due before export.',
  paymentTermsFr: "Le solde est dû avant l'export.",
  logoFileId: null,
  ...overrides,
});

/** GET /api/studio-settings: the studio's one row. */
export const studioSettingsHandler = (studio: StudioSettings = aStudio()) =>
  http.get('/api/studio-settings', () =>
    HttpResponse.json([studio], { headers: { 'Content-Range': 'studio-settings 0-0/1' } }),
  );
