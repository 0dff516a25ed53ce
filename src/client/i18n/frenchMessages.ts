import raFrench from 'ra-language-french';
import resources from 'virtual:resource-texts/fr';
import { frenchShared } from '../../shared/i18n/frenchShared';
import type { PortalMessages } from './englishMessages';
import { account } from './fr/account';
import { clients } from './fr/clients';
import { common } from './fr/common';
import { dashboards } from './fr/dashboards';
import { documents } from './fr/documents';
import { engine } from './fr/engine';
import { farms } from './fr/farms';
import { instructionRegisters } from './fr/instructionRegisters';
import { irDocuments } from './fr/irDocuments';
import { linePhotos } from './fr/linePhotos';
import { messages } from './fr/messages';
import { navigation } from './fr/navigation';
import { offline } from './fr/offline';
import { orders } from './fr/orders';
import { tlsExport } from './fr/tlsExport';
import { frenchPageMessages } from './frenchPageMessages';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  resources,
  portal: {
    ...frenchPageMessages.portal,
    ...frenchShared.portal,
    account,
    clients,
    common,
    dashboards,
    documents,
    engine,
    farms,
    instructionRegisters,
    irDocuments,
    linePhotos,
    messages,
    navigation,
    offline,
    orders,
    tlsExport,
  },
};
