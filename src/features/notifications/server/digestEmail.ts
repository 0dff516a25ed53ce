import type { Language } from '../../../shared/languages';
import { ORDER_STATUS_KEYS } from '../../orders/orderStatuses';
import { translatorFor } from '../../../server/i18n/translator';
import type { DigestItemFacts } from './digestItemFacts';

/** What a digest tells, for one reader. */
export interface DigestEmailFacts {
  reader: { firstName: string; language: Language };
  /** The week's lines, oldest first, each with its absolute link. */
  lines: readonly { facts: DigestItemFacts; link: string }[];
  /** Absolute link to the reader's notification settings. */
  settingsLink: string;
}

/**
 * docs/notifications.md#weekly-digest: one e-mail listing a reader's week of news in their
 * language, each line with its link, and where to change the choice.
 * @example digestEmail({ reader: { firstName: 'Clara', language: 'fr' }, lines, settingsLink })
 */
export function digestEmail(facts: DigestEmailFacts): { subject: string; text: string } {
  const t = translatorFor(facts.reader.language);
  const say = (line: DigestItemFacts): string => {
    switch (line.kind) {
      case 'orderStatus':
        return t('mail.digest.orderStatus', {
          number: line.order,
          stage: t(ORDER_STATUS_KEYS[line.status]),
        });
      case 'expectedDates':
        return t('mail.digest.expectedDates', { number: line.order });
      case 'photos':
        return t('mail.digest.photos', { number: line.order, smart_count: line.count });
      case 'messages':
        return t('mail.digest.messages', {
          from: line.from,
          thread: t(`mail.message.${line.thread.kind}`, { number: line.thread.number }),
        });
    }
  };
  const firstName = facts.reader.firstName.trim();
  return {
    subject: t('mail.digest.subject', { smart_count: facts.lines.length }),
    text: [
      firstName ? t('mail.account.hello', { firstName }) : t('mail.account.helloNoName'),
      t('mail.digest.intro'),
      ...facts.lines.map(({ facts: line, link }) => `- ${say(line)}\n  ${link}`),
      t('mail.digest.settings', { link: facts.settingsLink }),
      t('mail.account.signature'),
    ].join('\n\n'),
  };
}
