import { http, HttpResponse } from 'msw';
import type { StudioSettings } from '../../src/features/studio-settings/definition';

/** The studio's settings as GET /api/studio-settings answers its one row. */
export const aStudio = (overrides: Partial<StudioSettings> = {}): StudioSettings => ({
  id: '5b0c2d1e-7a4f-4c8e-9d3b-1f2e3d4c5b6a',
  version: 3,
  name: 'Trophy Portal Taxidermy',
  address: 'PO Box 1234\nHatfield, Pretoria 0028',
  country: 'ZA',
  vatNumber: '4012345678',
  bankName: 'First National Bank',
  bankAccountName: 'Trophy Portal Taxidermy (Pty) Ltd',
  bankAccountNumber: '62012345678',
  bankBranchCode: '250655',
  bankSwift: 'FIRNZAJJ',
  defaultVatRateBp: 1500,
  defaultCurrency: 'ZAR',
  paymentTerms: 'The balance is due before export.',
  logoFileId: null,
  ...overrides,
});

/** GET /api/studio-settings: the studio's one row. */
export const studioSettingsHandler = (studio: StudioSettings = aStudio()) =>
  http.get('/api/studio-settings', () =>
    HttpResponse.json([studio], { headers: { 'Content-Range': 'studio-settings 0-0/1' } }),
  );
