// docs/languages.md#messages: the English texts of these screens load with their code.
import { account } from '../en/account';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ account });
