// docs/languages.md#messages: the English texts of these screens load with their code.
import { farms } from '../en/farms';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ farms });
