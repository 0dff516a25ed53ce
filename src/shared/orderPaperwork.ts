import type { DocumentKind } from '../../resources/documentKinds';
import { DOCUMENT_KIND_LABELS } from '../../resources/documentKinds';
import type { OrderPaperwork, PaperworkItem } from '../../resources/orderPaperwork';
import type { PaperworkDocument, PaperworkFacts, PaperworkSpecies } from './paperworkFacts';
import { paperworkMismatches } from './paperworkMismatches';

// docs/paperwork.md: which documents an order needs before it may become Ready for export. One rule
// for the server's refusal and the order screen's checklist.

interface Requirement {
  kind: DocumentKind;
  because: string;
}

const names = (species: readonly PaperworkSpecies[]) =>
  [...new Set(species.map((one) => one.commonName))].join(', ');

function reason(species: readonly PaperworkSpecies[], listing: string): string {
  return `${names(species)} ${species.length === 1 ? 'is' : 'are'} ${listing}`;
}

/**
 * The kinds an order needs, with why: a hunting register and a veterinary certificate always; a
 * CITES export permit for appendix I or II, an import permit for appendix I; a TOPS permit for a
 * TOPS-listed species.
 * @example requiredPaperwork([{ commonName: 'Leopard', citesAppendix: 'I', topsListed: true }])
 */
export function requiredPaperwork(species: readonly PaperworkSpecies[]): Requirement[] {
  const appendixI = species.filter((one) => one.citesAppendix === 'I');
  const appendixIorII = species.filter((one) => ['I', 'II'].includes(one.citesAppendix));
  const tops = species.filter((one) => one.topsListed);
  return [
    { kind: 'huntingRegister', because: 'every export' },
    { kind: 'veterinaryCertificate', because: 'every export' },
    ...(appendixIorII.length
      ? [{ kind: 'citesExportPermit' as const, because: reason(appendixIorII, 'on CITES I or II') }]
      : []),
    ...(appendixI.length
      ? [{ kind: 'citesImportPermit' as const, because: reason(appendixI, 'on CITES appendix I') }]
      : []),
    ...(tops.length ? [{ kind: 'topsPermit' as const, because: reason(tops, 'TOPS-listed') }] : []),
  ];
}

/** An expired document does not count; one without an expiry date does not expire. */
const validOn = (today: string) => (document: PaperworkDocument) =>
  !document.expiresOn || document.expiresOn >= today;

function checklistItem(requirement: Requirement, facts: PaperworkFacts): PaperworkItem {
  const ofKind = facts.documents.filter((document) => document.kind === requirement.kind);
  const valid = ofKind.filter(validOn(facts.today));
  const shown = valid.length ? valid : ofKind;
  const shipping = facts.plannedShippingOn;
  return {
    ...requirement,
    state: valid.length ? 'present' : ofKind.length ? 'expired' : 'missing',
    documents: shown.map(({ id, title, expiresOn }) => ({ id, title, expiresOn })),
    expiresBeforeShipping: valid.length > 0 && shipping !== null && !valid.some(validOn(shipping)),
  };
}

/**
 * The order's checklist: each required kind present, expired or missing, the kinds that block the
 * move to Ready for export, and the mismatches that only warn.
 * @example orderPaperwork({ species, tagNumbers, documents, client, today: '2026-05-01', plannedShippingOn: null })
 */
export function orderPaperwork(facts: PaperworkFacts): OrderPaperwork {
  const items = requiredPaperwork(facts.species).map((requirement) =>
    checklistItem(requirement, facts),
  );
  return {
    plannedShippingOn: facts.plannedShippingOn,
    items,
    missing: items.filter((item) => item.state !== 'present').map((item) => item.kind),
    warnings: paperworkMismatches(facts),
  };
}

/** The refusal's message, naming the missing kinds. */
export const missingPaperworkMessage = (missing: readonly DocumentKind[]) =>
  `The export paperwork is not complete; missing: ${missing.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ')}`;
