/** docs/languages.md#messages: the clients screens beyond the generated ones. */
export const clients = {
  link: {
    action: 'Link a client',
    intro:
      'Enter the e-mail of a client the studio already knows. A client who has an account or another outfitter is not linked by e-mail; ask the studio to link them.',
    email: 'E-mail',
    submit: 'Link',
  },
  // docs/invoices.md#in-the-app
  statement: {
    pdf: 'Statement (PDF)',
    making: 'Making the statement…',
    failed: 'The statement could not be made; please try again',
  },
};
