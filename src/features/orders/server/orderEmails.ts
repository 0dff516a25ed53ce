import type { Language } from '../../../shared/languages';
import { formatOrderNumber, ORDER_STATUS_KEYS, type OrderStatus } from '../orderStatuses';
import { formatMoney } from '../../../shared/money';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import type { ExpectedDateChange } from '../expectedDates';
import { translatorFor } from '../../../server/i18n/translator';

// docs/order-workflow.md#e-mails: the client hears when a quote is ready and when the order changes stage. Plain text, in
// the portal's voice and the client's language (docs/languages.md#e-mails); the mail plugin adds the sender and delivers
// (outbox or SMTP).

export interface OrderEmail {
  subject: string;
  text: string;
}

export interface OrderEmailFacts {
  studioName: string;
  clientFirstName: string;
  orderNumber: number;
  /** Absolute link to the order in the portal (PUBLIC_URL + orders/{id}). */
  orderUrl: string;
  /** The client's (docs/languages.md#e-mails). */
  language: Language;
}

/** An e-mail's body to the order's client: greeting, paragraphs, the studio's signature. */
export function letter(facts: OrderEmailFacts, ...paragraphs: string[]): string {
  const t = translatorFor(facts.language);
  const firstName = facts.clientFirstName.trim();
  return [
    firstName ? t('mail.order.greeting', { firstName }) : t('mail.order.greetingNoName'),
    ...paragraphs,
    t('mail.order.signature', { studioName: facts.studioName }),
  ].join('\n\n');
}

/** The note the studio wrote with the move, if any, after the paragraph it belongs to. */
function studioNote(facts: OrderEmailFacts & { note: string }): string {
  const note = facts.note.trim();
  return note ? translatorFor(facts.language)('mail.order.note', { note }) : '';
}

/**
 * "Your quote is ready": the total and deposit as the client will see them in the portal.
 * @example quoteReadyEmail({ studioName, clientFirstName: 'Anna', orderNumber: 12, orderUrl, language: 'fr', totalMinor: 1_250_000, depositMinor: 625_000, currency: 'ZAR', note: '' })
 */
export function quoteReadyEmail(
  facts: OrderEmailFacts & {
    totalMinor: number;
    depositMinor: number;
    currency: string;
    note: string;
  },
): OrderEmail {
  const t = translatorFor(facts.language);
  const number = formatOrderNumber(facts.orderNumber);
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.language);
  const deposit =
    facts.depositMinor > 0
      ? t('mail.order.quoteReady.deposit', { deposit: money(facts.depositMinor) })
      : '';
  const total = t('mail.order.quoteReady.total', {
    number,
    studioName: facts.studioName,
    total: money(facts.totalMinor),
  });
  return {
    subject: t('mail.order.quoteReady.subject', { number }),
    text: letter(
      facts,
      `${total}${deposit}${studioNote(facts)}`,
      t('mail.order.quoteReady.review', { link: facts.orderUrl }),
    ),
  };
}

/**
 * "Your order moved to <stage>".
 * @example stageChangedEmail({ studioName, clientFirstName: 'Anna', orderNumber: 12, orderUrl, language: 'en', status: 'shipped', note: '' })
 */
export function stageChangedEmail(
  facts: OrderEmailFacts & { status: OrderStatus; note: string },
): OrderEmail {
  const t = translatorFor(facts.language);
  const number = formatOrderNumber(facts.orderNumber);
  const stage = t(ORDER_STATUS_KEYS[facts.status]);
  return {
    subject: t('mail.order.stageChanged.subject', { number, stage }),
    text: letter(
      facts,
      `${t('mail.order.stageChanged.now', { number, studioName: facts.studioName, stage })}${studioNote(facts)}`,
      t('mail.order.stageChanged.details', { link: facts.orderUrl }),
    ),
  };
}

const EXPECTED_DATE_KEYS = {
  expectedReadyOn: 'mail.order.expectedDates.ready',
  expectedShippingOn: 'mail.order.expectedDates.shipping',
} as const;

/**
 * "New expected dates for your order": each day that moved, old and new, in the client's language,
 * with the studio's reason (docs/order-workflow.md#expected-dates).
 * @example expectedDatesEmail({ ...facts, dates, changes: [{ field: 'expectedReadyOn', from: '2027-03-01', to: '2027-05-03' }], reason: 'The tannery is late' })
 */
export function expectedDatesEmail(
  facts: OrderEmailFacts & {
    changes: readonly ExpectedDateChange[];
    reason: string;
    /** The studio's (docs/languages.md#formats). */
    dates: DateSettings;
  },
): OrderEmail {
  const t = translatorFor(facts.language);
  const number = formatOrderNumber(facts.orderNumber);
  const day = (iso: string) => formatDate(new Date(iso), facts.language, 'day', facts.dates);
  const lines = facts.changes.map(({ field, from, to }) => {
    const what = t(EXPECTED_DATE_KEYS[field]);
    if (to === null) return t('mail.order.expectedDates.cleared', { what, from: day(from!) });
    if (from === null) return t('mail.order.expectedDates.set', { what, to: day(to) });
    return t('mail.order.expectedDates.moved', { what, from: day(from), to: day(to) });
  });
  const reason = facts.reason.trim();
  return {
    subject: t('mail.order.expectedDates.subject', { number }),
    text: letter(
      facts,
      [
        t('mail.order.expectedDates.intro', { number, studioName: facts.studioName }),
        ...lines,
      ].join('\n'),
      ...(reason ? [t('mail.order.expectedDates.reason', { reason })] : []),
      t('mail.order.expectedDates.details', { link: facts.orderUrl }),
    ),
  };
}
