import type { DocumentKind } from '../../../features/documents/documentKinds';

/**
 * docs/languages.md#messages: the kinds of paperwork and why an order needs them, shared by the
 * screens and the server's refusals (docs/paperwork.md).
 */
export const paperwork = {
  kinds: {
    passportCopy: 'Passport copy',
    huntingRegister: 'Hunting register',
    huntingLicence: 'Hunting licence',
    topsPermit: 'TOPS permit',
    citesExportPermit: 'CITES export permit',
    citesImportPermit: 'CITES import permit',
    veterinaryCertificate: 'Veterinary certificate',
    exportPermit: 'Export permit',
    invoice: 'Invoice',
    other: 'Other',
  } satisfies Record<DocumentKind, string>,
  because: {
    everyExport: 'every export',
    citesIorII: '%{names} is on CITES I or II |||| %{names} are on CITES I or II',
    citesI: '%{names} is on CITES appendix I |||| %{names} are on CITES appendix I',
    tops: '%{names} is TOPS-listed |||| %{names} are TOPS-listed',
  },
  warnings: {
    holder: '%{title}: holder "%{holder}" is not the client "%{client}"',
    passport: "%{title}: passport %{passport} is not the client's %{clientPassport}",
    uncoveredTags: 'No permit covers tag number %{tags} |||| No permit covers tag numbers %{tags}',
  },
  missing: 'The export paperwork is not complete; missing: %{kinds}',
};
