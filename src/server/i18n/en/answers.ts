/** docs/languages.md#errors: the API's answers that are texts but no errors, in the caller's language. */
export const answers = {
  checkYourEmail: 'Check your e-mail: we sent a message to this address with what to do next',
  clientLinkRequested:
    'If the studio knows a client with this e-mail, they now appear among your clients, or, when someone else holds them, are asked by e-mail to agree',
};
