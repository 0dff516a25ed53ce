import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.order-line-photos` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Progress photo |||| Progress photos',
  fields: {
    orderId: 'Order',
    orderLineId: 'Order line',
    fileId: 'Photo',
    caption: 'Caption',
    takenAt: 'Taken',
    addedById: 'Added by',
    addedByName: 'Added by',
  },
} satisfies ResourceTexts;
