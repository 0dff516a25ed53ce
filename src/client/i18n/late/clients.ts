// docs/languages.md#messages: the English texts of these screens load with their code.
import { clients } from '../en/clients';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ clients });
