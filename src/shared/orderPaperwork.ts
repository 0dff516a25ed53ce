import type { DocumentKind } from '../features/documents/documentKinds';
import { DOCUMENT_KIND_KEYS } from '../features/documents/documentKinds';
import type { Language } from './languages';
import type { OrderPaperwork, PaperworkItem } from '../features/orders/paperworkSchema';
import { messageFor } from './i18n/messageFor';
import type { SharedPhrase } from './i18n/phrase';
import type { PaperworkDocument, PaperworkFacts, PaperworkSpecies } from './paperworkFacts';
import { paperworkMismatches } from './paperworkMismatches';

// docs/paperwork.md: which documents an order needs before it may become Ready for export. One rule
// for the server's refusal and the order screen's checklist.

/** Why an order needs a kind: a message key, and the species that call for it. */
interface Requirement {
  kind: DocumentKind;
  because: { key: string; species: readonly PaperworkSpecies[] };
}

const every = { key: 'portal.paperwork.because.everyExport', species: [] };

/** The reason in `language`: "every export", "Leopard is on CITES appendix I". */
function reasonText(language: Language, { key, species }: Requirement['because']): string {
  const names = [...new Set(species.map((one) => one.commonName))];
  return messageFor(language, key, { names: names.join(', '), smart_count: species.length });
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
    { kind: 'huntingRegister', because: every },
    { kind: 'veterinaryCertificate', because: every },
    ...(appendixIorII.length
      ? [
          {
            kind: 'citesExportPermit' as const,
            because: { key: 'portal.paperwork.because.citesIorII', species: appendixIorII },
          },
        ]
      : []),
    ...(appendixI.length
      ? [
          {
            kind: 'citesImportPermit' as const,
            because: { key: 'portal.paperwork.because.citesI', species: appendixI },
          },
        ]
      : []),
    ...(tops.length
      ? [
          {
            kind: 'topsPermit' as const,
            because: { key: 'portal.paperwork.because.tops', species: tops },
          },
        ]
      : []),
  ];
}

/** An expired document does not count; one without an expiry date does not expire. */
const validOn = (today: string) => (document: PaperworkDocument) =>
  !document.expiresOn || document.expiresOn >= today;

function checklistItem(
  requirement: Requirement,
  facts: PaperworkFacts,
  language: Language,
): PaperworkItem {
  const ofKind = facts.documents.filter((document) => document.kind === requirement.kind);
  const valid = ofKind.filter(validOn(facts.today));
  const shown = valid.length ? valid : ofKind;
  const shipping = facts.plannedShippingOn;
  return {
    kind: requirement.kind,
    because: reasonText(language, requirement.because),
    state: valid.length ? 'present' : ofKind.length ? 'expired' : 'missing',
    documents: shown.map(({ id, title, expiresOn }) => ({ id, title, expiresOn })),
    expiresBeforeShipping: valid.length > 0 && shipping !== null && !valid.some(validOn(shipping)),
  };
}

/**
 * The order's checklist: each required kind present, expired or missing, the kinds that block the
 * move to Ready for export, and the mismatches that only warn, worded in `language`.
 * @example orderPaperwork({ species, tagNumbers, documents, client, today: '2026-05-01', plannedShippingOn: null }, 'en')
 */
export function orderPaperwork(facts: PaperworkFacts, language: Language): OrderPaperwork {
  const items = requiredPaperwork(facts.species).map((requirement) =>
    checklistItem(requirement, facts, language),
  );
  return {
    plannedShippingOn: facts.plannedShippingOn,
    items,
    missing: items.filter((item) => item.state !== 'present').map((item) => item.kind),
    warnings: paperworkMismatches(facts, language),
  };
}

/** The refusal naming the missing kinds, said in its reader's language (docs/languages.md#errors). */
export const missingPaperworkPhrase = (missing: readonly DocumentKind[]): SharedPhrase => ({
  key: 'portal.paperwork.missing',
  params: { kinds: missing.map((kind) => ({ key: DOCUMENT_KIND_KEYS[kind] })) },
});
