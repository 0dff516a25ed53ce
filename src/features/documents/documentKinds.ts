// docs/documents.md "Kinds": the kinds of paperwork, without zod, so the order screen's checklist
// and the documents list can name them without loading any schema (bench/bundle).

/**
 * Machine value (on the wire) -> the key of its label (docs/languages.md#messages), in the order
 * forms offer them.
 */
export const DOCUMENT_KIND_KEYS = {
  passportCopy: 'portal.paperwork.kinds.passportCopy',
  huntingRegister: 'portal.paperwork.kinds.huntingRegister',
  huntingLicence: 'portal.paperwork.kinds.huntingLicence',
  topsPermit: 'portal.paperwork.kinds.topsPermit',
  citesExportPermit: 'portal.paperwork.kinds.citesExportPermit',
  citesImportPermit: 'portal.paperwork.kinds.citesImportPermit',
  veterinaryCertificate: 'portal.paperwork.kinds.veterinaryCertificate',
  exportPermit: 'portal.paperwork.kinds.exportPermit',
  invoice: 'portal.paperwork.kinds.invoice',
  other: 'portal.paperwork.kinds.other',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KIND_KEYS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_KEYS) as [DocumentKind, ...DocumentKind[]];

/** Kinds issued to a person: their holder name and passport number must match the client's. */
export const KINDS_WITH_HOLDER: readonly DocumentKind[] = [
  'passportCopy',
  'huntingRegister',
  'huntingLicence',
  'topsPermit',
  'citesExportPermit',
  'citesImportPermit',
  'exportPermit',
];

/** Kinds that permit trophies by tag number: every tag on an order should be on one of them. */
export const PERMIT_KINDS: readonly DocumentKind[] = [
  'topsPermit',
  'citesExportPermit',
  'citesImportPermit',
  'exportPermit',
];

/** docs/documents.md "Expiring soon": a document expiring within this many days needs attention. */
export const EXPIRING_SOON_DAYS = 30;
