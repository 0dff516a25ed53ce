import raEnglish from 'ra-language-english';
import resources from 'virtual:resource-texts/en';
import { englishShared } from '../../shared/i18n/englishShared';
import type { account } from './en/account';
import type { clients } from './en/clients';
import { common } from './en/common';
import type { dashboards } from './en/dashboards';
import type { documents } from './en/documents';
import { engine } from './en/engine';
import type { farms } from './en/farms';
import { instructionRegisters } from './en/instructionRegisters';
import type { irDocuments } from './en/irDocuments';
import type { linePhotos } from './en/linePhotos';
import type { messages } from './en/messages';
import { navigation } from './en/navigation';
import type { offline } from './en/offline';
import type { orders } from './en/orders';
import type { tlsExport } from './en/tlsExport';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`,
 * with the texts the server shares and each resource's name and labels from its folder (at the
 * top); the console's chunk, which English (the default language) needs at once. The areas of
 * screens no first load shows come with their code (late/).
 */
export const englishMessages = {
  ...raEnglish,
  resources,
  portal: {
    ...englishPageMessages.portal,
    ...englishShared.portal,
    common,
    engine,
    instructionRegisters,
    navigation,
  },
};

/** The areas whose English texts come with their screens' code (late/). */
export type LateMessages = {
  account: typeof account;
  clients: typeof clients;
  dashboards: typeof dashboards;
  documents: typeof documents;
  farms: typeof farms;
  irDocuments: typeof irDocuments;
  linePhotos: typeof linePhotos;
  messages: typeof messages;
  offline: typeof offline;
  orders: typeof orders;
  tlsExport: typeof tlsExport;
};

/** Every text of one language, the late areas included: what French must match. */
export type PortalMessages = typeof englishMessages & { portal: LateMessages };
