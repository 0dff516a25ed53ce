import type { Language } from '../../../shared/languages';
import { translatorFor } from '../../../server/i18n/translator';

/** What a message's e-mail tells, for one recipient. */
export interface MessageEmailFacts {
  studioName: string;
  /** The author's name; the client side reads the studio's messages as the studio's. */
  authorName: string;
  fromStudio: boolean;
  thread: { kind: 'order' | 'ir'; number: string };
  text: string;
  attachments: number;
  /** Absolute link to the order or IR in the portal. */
  link: string;
  recipient: { firstName: string; language: Language; letter: 'client' | 'staff' };
}

/**
 * docs/messages.md#e-mails: the other side's e-mail about a new message, in the recipient's
 * language: who wrote on which order or IR, the text, how many attachments wait in the portal, and
 * the link to answer there. A client or outfitter gets the order e-mails' letter, staff a short one.
 * @example messageEmail({ studioName, authorName: 'Anna Client', fromStudio: false, thread: { kind: 'order', number: 'Q-000012' }, text, attachments: 0, link, recipient })
 */
export function messageEmail(facts: MessageEmailFacts): { subject: string; text: string } {
  const { recipient } = facts;
  const t = translatorFor(recipient.language);
  const thread = t(`mail.message.${facts.thread.kind}`, { number: facts.thread.number });
  const side = facts.fromStudio ? 'toClientSide' : 'toStudio';
  const names = { author: facts.authorName, studioName: facts.studioName, thread };
  const firstName = recipient.firstName.trim();
  const client = recipient.letter === 'client';
  const greeting = client
    ? firstName
      ? t('mail.order.greeting', { firstName })
      : t('mail.order.greetingNoName')
    : firstName
      ? t('mail.message.hello', { firstName })
      : t('mail.message.helloNoName');
  const signature = client
    ? t('mail.order.signature', { studioName: facts.studioName })
    : t('mail.message.toStudio.signature', { studioName: facts.studioName });
  const attachments =
    facts.attachments > 0
      ? [t('mail.message.attachments', { smart_count: facts.attachments })]
      : [];
  return {
    subject: t(`mail.message.${side}.subject`, names),
    text: [
      greeting,
      t(`mail.message.${side}.wrote`, names),
      facts.text,
      ...attachments,
      t(`mail.message.${side}.answer`, { link: facts.link }),
      signature,
    ].join('\n\n'),
  };
}
