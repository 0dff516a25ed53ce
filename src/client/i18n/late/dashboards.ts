// docs/languages.md#messages: the English texts of these screens load with their code.
import { dashboards } from '../en/dashboards';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ dashboards });
