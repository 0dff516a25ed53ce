import raEnglish from 'ra-language-english';
import { englishShared } from '../../shared/i18n/englishShared';
import { account } from './en/account';
import { clients } from './en/clients';
import { common } from './en/common';
import { dashboards } from './en/dashboards';
import { documents } from './en/documents';
import { engine } from './en/engine';
import { farms } from './en/farms';
import { instructionRegisters } from './en/instructionRegisters';
import { irDocuments } from './en/irDocuments';
import { navigation } from './en/navigation';
import { offline } from './en/offline';
import { orders } from './en/orders';
import { tlsExport } from './en/tlsExport';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`,
 * with the texts the server shares (resources' names and labels at the top); the console's chunk,
 * which English (the default language) needs at once.
 */
export const englishMessages = {
  ...raEnglish,
  resources: englishShared.resources,
  portal: {
    ...englishPageMessages.portal,
    ...englishShared.portal,
    account,
    clients,
    common,
    dashboards,
    documents,
    engine,
    farms,
    instructionRegisters,
    irDocuments,
    navigation,
    offline,
    orders,
    tlsExport,
  },
};

export type PortalMessages = typeof englishMessages;
