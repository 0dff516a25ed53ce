// docs/languages.md#messages: the English texts of these screens load with their code.
import { orders } from '../en/orders';
import { addEnglishTexts } from '../portalI18nProvider';

addEnglishTexts({ orders });
