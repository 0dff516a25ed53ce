// docs/languages.md#messages: the English texts of these screens load with their code.
import { messages } from '../en/messages';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ messages });
