import { KINDS_WITH_HOLDER, PERMIT_KINDS } from '../features/documents/documentKinds';
import type { Language } from './languages';
import type { PaperworkWarning } from '../features/orders/paperworkSchema';
import { messageFor } from './i18n/messageFor';
import type { PaperworkFacts } from './paperworkFacts';

// docs/paperwork.md "Mismatches": the names, passport numbers and tag numbers on the paperwork must
// match the client's record and the order. A mismatch warns; it does not block the export.

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
const samePassport = (a: string, b: string) =>
  a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

/**
 * Holder names and passport numbers that differ from the client's record, and the order's tag
 * numbers no permit covers (when the order has or needs permits), worded in `language`.
 * @example paperworkMismatches({ ...facts, client: { fullName: 'Clara Client', passportNumber: 'P1' } }, 'en')
 */
export function paperworkMismatches(
  facts: Pick<PaperworkFacts, 'documents' | 'client' | 'tagNumbers' | 'species'>,
  language: Language,
): PaperworkWarning[] {
  const { client } = facts;
  const warnings: PaperworkWarning[] = [];
  for (const document of facts.documents) {
    if (!KINDS_WITH_HOLDER.includes(document.kind)) continue;
    if (document.holderName && !sameName(document.holderName, client.fullName)) {
      warnings.push({
        documentId: document.id,
        message: messageFor(language, 'portal.paperwork.warnings.holder', {
          title: document.title,
          holder: document.holderName,
          client: client.fullName,
        }),
      });
    }
    if (
      document.holderPassportNumber &&
      client.passportNumber &&
      !samePassport(document.holderPassportNumber, client.passportNumber)
    ) {
      warnings.push({
        documentId: document.id,
        message: messageFor(language, 'portal.paperwork.warnings.passport', {
          title: document.title,
          passport: document.holderPassportNumber,
          clientPassport: client.passportNumber,
        }),
      });
    }
  }
  const permits = facts.documents.filter((document) => PERMIT_KINDS.includes(document.kind));
  const needsPermits = facts.species.some(
    (one) => one.topsListed || ['I', 'II'].includes(one.citesAppendix),
  );
  if (permits.length === 0 && !needsPermits) return warnings;
  const covered = new Set(permits.flatMap((permit) => permit.tagNumbers));
  const uncovered = [...new Set(facts.tagNumbers)].filter((tag) => !covered.has(tag));
  if (uncovered.length) {
    warnings.push({
      documentId: null,
      message: messageFor(language, 'portal.paperwork.warnings.uncoveredTags', {
        tags: uncovered.join(', '),
        smart_count: uncovered.length,
      }),
    });
  }
  return warnings;
}
