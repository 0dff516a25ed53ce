// docs/languages.md#messages: the English texts of these screens load with their code.
import { irDocuments } from '../en/irDocuments';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ irDocuments });
