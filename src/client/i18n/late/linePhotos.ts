// docs/languages.md#messages: the English texts of these screens load with their code.
import { linePhotos } from '../en/linePhotos';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ linePhotos });
