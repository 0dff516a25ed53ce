// docs/languages.md#validation-messages: the messages the schemas name; their texts are in
// src/shared/i18n/<language>/validation.ts, typed by these keys.
export type ValidationKey =
  | 'atLeastCharacters'
  | 'atMostCharacters'
  | 'atMostItems'
  | 'atMostLines'
  | 'atMostPercent'
  | 'atMostTagNumbers'
  | 'chooseAClient'
  | 'chooseACountry'
  | 'chooseACountryCode'
  | 'chooseACitesAppendix'
  | 'chooseACostKind'
  | 'chooseEachCostOnce'
  | 'chooseAPricelist'
  | 'chooseARecord'
  | 'chooseASpecies'
  | 'chooseATrophyType'
  | 'chooseAnOutfitter'
  | 'chooseAtLeastOneRole'
  | 'chooseOneThread'
  | 'chooseEachRoleOnce'
  | 'chooseTheDocumentKind'
  | 'cityRequired'
  | 'commonNameRequired'
  | 'dayOnOrAfterStart'
  | 'endsBeforeItStarts'
  | 'enterAPhoneNumber'
  | 'enterAValidEmail'
  | 'enterAPriceOrLeaveOnRequest'
  | 'enterTheAmount'
  | 'enterTheMeasurement'
  | 'enterTheTagNumber'
  | 'enterTheWeeks'
  | 'enterYourCurrentPassword'
  | 'enterYourPassword'
  | 'expiresBeforeIssued'
  | 'exportAtMostOrders'
  | 'firstNameRequired'
  | 'imageTooLarge'
  | 'imageFileOrAddress'
  | 'lastNameRequired'
  | 'nameRequired'
  | 'noDirectionControls'
  | 'notAnOrderId'
  | 'passwordsDoNotMatch'
  | 'pickAtLeastOneOrder'
  | 'priceAlreadyInList'
  | 'repeatThePassword'
  | 'sayWhatWasMeasured'
  | 'sayWhyRefunded'
  | 'shipOnOrAfterReady'
  | 'shipOnOrAfterHandOver'
  | 'tellTheClientWhy'
  | 'scientificNameRequired'
  | 'streetRequired'
  | 'titleRequired'
  | 'uploadTheFileFirst'
  | 'useACurrencyCode'
  | 'useADate'
  | 'useAnAirWaybill'
  | 'useADateInRange'
  | 'useATimeZone'
  | 'useAnEnglishLocale'
  | 'useAnOrderNumber'
  | 'useOneLine'
  | 'useASmallerAmount'
  | 'useASmallerPrice'
  | 'useAWholeNumber'
  | 'useAtMostTwoDecimals'
  | 'useDecimalDegrees'
  | 'useWholeMinorUnits'
  | 'useWholeWeeks'
  | 'useZeroOrMore'
  | 'useZeroPercentOrMore'
  | 'versionRequired'
  | 'writeAMessage';
export type MessageArgs = Record<string, string | number>;

// react-admin's form inputs read a message with arguments in this form and translate it
// (ra-core's ValidationError); a message without arguments is its key alone.
const WITH_ARGS = '@@react-admin@@';

/**
 * docs/languages.md#validation-messages: a schema's message as a translation key, with the
 * arguments its text takes.
 * @example z.string().max(200, validationMessage('atMostCharacters', { max: 200 }))
 */
export function validationMessage(key: ValidationKey, args?: MessageArgs): string {
  const message = `portal.validation.${key}`;
  return args ? `${WITH_ARGS}${JSON.stringify({ message, args })}` : message;
}

/**
 * A schema's message as its key and arguments; a message that is no key (zod's own) is its key.
 * @example messageParts(validationMessage('atMostCharacters', { max: 200 })) // { key: 'portal.validation.atMostCharacters', args: { max: 200 } }
 */
export function messageParts(message: string): { key: string; args: MessageArgs } {
  if (!message.startsWith(WITH_ARGS)) return { key: message, args: {} };
  const { message: key, args } = JSON.parse(message.slice(WITH_ARGS.length)) as {
    message: string;
    args: MessageArgs;
  };
  return { key, args };
}
