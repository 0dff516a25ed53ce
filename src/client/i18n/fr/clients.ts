import type { clients as english } from '../en/clients';

/** docs/languages.md#messages: the French twin of the English clients texts. */
export const clients: typeof english = {
  link: {
    action: 'Lier un client',
    intro:
      "Saisissez l'e-mail d'un client que le studio connaît déjà. Un client qui a un compte ou un autre pourvoyeur n'est pas lié par e-mail ; demandez au studio de le lier.",
    email: 'E-mail',
    submit: 'Lier',
  },
  // docs/invoices.md#in-the-app
  statement: {
    pdf: 'Relevé de compte (PDF)',
    making: 'Préparation du relevé…',
    failed: 'Le relevé n’a pas pu être créé ; veuillez réessayer',
  },
};
