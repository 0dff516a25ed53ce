import type { Language } from '../../../shared/languages';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import { translatorFor } from '../../../server/i18n/translator';
import type { MailMessage } from '../../../server/mail/public';

export interface FreightPackMailFacts {
  to: string;
  agent: string;
  studioName: string;
  shipment: string;
  crateCount: number;
  link: string;
  expiresAt: Date;
  language: Language;
  dates: DateSettings;
}

/**
 * The e-mail with the freight agent's pack link (docs/crates-and-shipments.md#the-freight-agents-pack),
 * plain text in the agent's language, signed with the studio's name.
 * @example freightPackMail({ to, agent: 'Cape Freight', studioName, shipment: 'S-000003', crateCount: 2, link, expiresAt, language: 'en', dates })
 */
export function freightPackMail(facts: FreightPackMailFacts): MailMessage {
  const t = translatorFor(facts.language);
  const { studioName, shipment } = facts;
  const date = formatDate(facts.expiresAt, facts.language, 'day', facts.dates);
  return {
    to: facts.to,
    subject: t('mail.freightPack.subject', { shipment, studioName }),
    text: [
      t('mail.freightPack.greeting', { agent: facts.agent }),
      t('mail.freightPack.body', { studioName, shipment, smart_count: facts.crateCount }),
      t('mail.freightPack.open', { link: facts.link }),
      t('mail.freightPack.expiry', { date }),
      t('mail.freightPack.signature', { studioName }),
    ].join('\n\n'),
  };
}
