import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.documents` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Document |||| Documents',
  fields: {
    title: 'Title',
    kind: 'Kind',
    number: 'Permit or document number',
    issuedOn: 'Issued on',
    expiresOn: 'Expires on',
    holderName: 'Holder name',
    holderPassportNumber: 'Holder passport number',
    speciesIds: 'Species',
    tagNumbers: 'Tag numbers',
    clientId: 'Client',
    orderId: 'Order',
    irId: 'IR',
    uploadedByName: 'Uploaded by',
    uploadedAt: 'Uploaded',
    expiringSoon: 'Expiring soon',
  },
} satisfies ResourceTexts;
