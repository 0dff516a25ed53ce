import raEnglish from 'ra-language-english';
import { paperwork } from '../../shared/i18n/en/paperwork';
import { workflow } from '../../shared/i18n/en/workflow';
import { dashboards } from './en/dashboards';
import { documents } from './en/documents';
import { farms } from './en/farms';
import { instructionRegisters } from './en/instructionRegisters';
import { orders } from './en/orders';
import { tlsExport } from './en/tlsExport';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`;
 * the console's chunk, which English (the default language) needs at once.
 */
export const englishMessages = {
  ...raEnglish,
  portal: {
    ...englishPageMessages.portal,
    dashboards,
    documents,
    farms,
    instructionRegisters,
    orders,
    paperwork,
    tlsExport,
    workflow,
  },
};

export type PortalMessages = typeof englishMessages;
