// docs/languages.md#messages: the English texts of these screens load with their code.
import { tlsExport } from '../en/tlsExport';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ tlsExport });
