import raFrench from 'ra-language-french';
import { paperwork } from '../../shared/i18n/fr/paperwork';
import { workflow } from '../../shared/i18n/fr/workflow';
import { dashboards } from './fr/dashboards';
import { documents } from './fr/documents';
import { farms } from './fr/farms';
import { instructionRegisters } from './fr/instructionRegisters';
import { orders } from './fr/orders';
import { tlsExport } from './fr/tlsExport';
import type { PortalMessages } from './englishMessages';
import { frenchPageMessages } from './frenchPageMessages';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  portal: {
    ...frenchPageMessages.portal,
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
