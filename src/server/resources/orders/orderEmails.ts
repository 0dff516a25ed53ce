import {
  formatOrderNumber,
  ORDER_STATUS_KEYS,
  type OrderStatus,
} from '../../../../resources/orderStatuses';
import { formatMoney } from '../../../shared/money';
import { messageFor } from '../../../shared/i18n/messageFor';

// docs/order-workflow.md#e-mails: the client hears when a quote is ready and when the order changes stage. Plain text, in
// the portal's voice; the mail plugin adds the sender and delivers (outbox or SMTP).

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
}

const signature = (studioName: string) =>
  `Kind regards,\n${studioName}\n\n--\nTrophy Portal · Customer Portal\nThis message was sent because you have an order with ${studioName}.`;

const greeting = (facts: OrderEmailFacts) => `Dear ${facts.clientFirstName.trim() || 'client'},`;

/**
 * "Your quote is ready": the total and deposit as the client will see them in the portal.
 * @example quoteReadyEmail({ studioName, clientFirstName: 'Anna', orderNumber: 12, orderUrl, totalMinor: 1_250_000, depositMinor: 625_000, currency: 'ZAR' })
 */
export function quoteReadyEmail(
  facts: OrderEmailFacts & { totalMinor: number; depositMinor: number; currency: string },
): OrderEmail {
  const number = formatOrderNumber(facts.orderNumber);
  const deposit =
    facts.depositMinor > 0
      ? ` A deposit of ${formatMoney(facts.depositMinor, facts.currency)} is due on acceptance.`
      : '';
  return {
    subject: `Your quote ${number} is ready`,
    text: [
      greeting(facts),
      `your quote ${number} from ${facts.studioName} is ready: the total is ${formatMoney(facts.totalMinor, facts.currency)}.${deposit}`,
      `Review it, then accept or decline it in the portal:\n${facts.orderUrl}`,
      signature(facts.studioName),
    ].join('\n\n'),
  };
}

/**
 * "Your order moved to <stage>".
 * @example stageChangedEmail({ studioName, clientFirstName: 'Anna', orderNumber: 12, orderUrl, status: 'shipped', note: '' })
 */
export function stageChangedEmail(
  facts: OrderEmailFacts & { status: OrderStatus; note: string },
): OrderEmail {
  const number = formatOrderNumber(facts.orderNumber);
  const stage = messageFor('en', ORDER_STATUS_KEYS[facts.status]);
  const note = facts.note.trim() ? `\n\nA note from the studio:\n${facts.note.trim()}` : '';
  return {
    subject: `Your order ${number} moved to ${stage}`,
    text: [
      greeting(facts),
      `your order ${number} with ${facts.studioName} is now: ${stage}.${note}`,
      `See its details and history in the portal:\n${facts.orderUrl}`,
      signature(facts.studioName),
    ].join('\n\n'),
  };
}
