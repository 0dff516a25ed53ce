import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.messages` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Message |||| Messages',
  fields: {
    orderId: 'Order',
    irId: 'IR',
    text: 'Message',
    internal: 'Internal note',
    fileIds: 'Attachments',
    files: 'Attachments',
    authorName: 'From',
    postedAt: 'Posted',
  },
} satisfies ResourceTexts;
