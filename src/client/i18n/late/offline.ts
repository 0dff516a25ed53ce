// docs/languages.md#messages: the English texts of these screens load with their code.
import { offline } from '../en/offline';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ offline });
