import type { errors as english } from '../en/errors';

/** docs/languages.md#errors: the API's error messages, in the caller's language. */
export const errors: typeof english = {
  pdfBusyUser: 'Votre PDF précédent est encore en préparation ; veuillez réessayer dans un instant',
  pdfBusyServer: 'Le portail prépare beaucoup de PDF ; veuillez réessayer dans un instant',
};
