// docs/languages.md#messages: the English texts of these screens load with their code.
import { documents } from '../en/documents';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ documents });
