import type { Language } from '../../../shared/languages';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import { escapeHtml } from '../../../shared/escapeHtml';
import { formatMoney } from '../../../shared/money';
import { messageFor } from '../../../shared/i18n/messageFor';
import { translatorFor } from '../../../server/i18n/translator';
import { DOCUMENT_KIND_KEYS, type DocumentKind } from '../../documents/documentKinds';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { freightPackPath } from '../freightPackPaths';
import type { FreightPack } from './freightPackContents';

// docs/crates-and-shipments.md#the-freight-agents-pack: the page a freight agent opens from the
// e-mail, plain HTML from the server with no script, readable on any device without the portal's
// app; its look is the static `freight-pack.css` (public/), which a phone reads as cards.

const kindName = (language: Language, kind: string) =>
  messageFor(language, DOCUMENT_KIND_KEYS[kind as DocumentKind] ?? kind);

/** The page with the portal's icon and look; `studio` names whose pack it is, in its header. */
const page = (language: Language, title: string, studio: string | null, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/freight-pack.css"></head><body>${studio ? `<header><p>${escapeHtml(studio)}</p></header>` : ''}<main>${body}</main></body></html>`;

/** A crate's cell, labelled for a phone, where each crate reads as a card (freight-pack.css); a figure or a reference stays on one line. */
const cell = (label: string, html: string, kind = '') =>
  `<td data-label="${escapeHtml(label)}"${kind && ` class="${kind}"`}><span>${html}</span></td>`;

export interface PackPageFacts {
  token: string;
  pack: FreightPack;
  studioName: string;
  expiresAt: Date;
  dates: DateSettings;
}

/** The pack's page: its crates with their figures and packing lists, the paperwork, the zip. */
export function freightPackPage({ token, pack, studioName, expiresAt, dates }: PackPageFacts) {
  const { language, shipment } = pack;
  const t = translatorFor(language);
  const base = freightPackPath(token);
  const reference = `S-${String(shipment.number).padStart(6, '0')}`;
  const title = t('mail.freightPack.page.title', { shipment: reference });
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language);
  const column = (key: string) =>
    t(`mail.freightPack.page.${key}` as 'mail.freightPack.page.crate');
  const crates = pack.crates
    .map((crate) =>
      [
        cell(column('crate'), escapeHtml(crate.reference), 'nowrap'),
        cell(
          column('consignee'),
          `${escapeHtml(crate.consigneeName)}<br><span class="address">${escapeHtml(crate.consigneeAddress)}</span>`,
        ),
        cell(
          column('dimensions'),
          `${crate.lengthCm} × ${crate.widthCm} × ${crate.heightCm} cm`,
          'nowrap',
        ),
        cell(
          column('weights'),
          `${crate.actualWeightKg} kg / ${crate.volumetricWeightKg} kg`,
          'nowrap',
        ),
        cell(
          column('declared'),
          escapeHtml(money(crate.declaredValueMinor, crate.currency)),
          'nowrap',
        ),
        cell(
          column('insured'),
          escapeHtml(money(crate.insuredValueMinor, crate.currency)),
          'nowrap',
        ),
        cell(
          column('packingList'),
          `<a href="${base}/crates/${crate.id}/packing-list.pdf">${escapeHtml(t('mail.freightPack.page.packingList'))}</a>`,
        ),
      ].join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  const head = ['crate', 'consignee', 'dimensions', 'weights', 'declared', 'insured', 'packingList']
    .map((key) => `<th scope="col">${escapeHtml(column(key))}</th>`)
    .join('');
  const documents = pack.documents.length
    ? `<ul>${pack.documents
        .map(
          (document) =>
            `<li>${escapeHtml(formatOrderNumber(document.orderNumber))} · ${escapeHtml(kindName(language, document.kind))}: <a href="${base}/documents/${document.id}">${escapeHtml(document.title)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(t('mail.freightPack.page.noDocuments'))}</p>`;
  const from = t('mail.freightPack.page.from', {
    studioName,
    agent: shipment.freightAgent,
    date: formatDate(expiresAt, language, 'day', dates),
  });
  return page(
    language,
    title,
    studioName,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(from)}</p><p><a class="download" href="${base}/pack.zip" download>${escapeHtml(t('mail.freightPack.page.downloadAll'))}</a></p><table><thead><tr>${head}</tr></thead><tbody>${crates}</tbody></table><h2>${escapeHtml(t('mail.freightPack.page.paperwork'))}</h2>${documents}`,
  );
}

/** The page of a link that no longer opens its pack, in English: whoever holds it may read no more. */
export function packGonePage(state: 'expired' | 'revoked' | 'unknown') {
  const t = translatorFor('en');
  const title = t('mail.freightPack.page.gone');
  const why = t(
    state === 'unknown' ? 'mail.freightPack.page.notFound' : `errors.freightPack.${state}`,
  );
  return page('en', title, null, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(why)}</p>`);
}
