/** docs/languages.md#errors: the API's error messages, in the caller's language. */
export const errors = {
  pdfBusyUser: 'Your previous PDF is still being made; please try again in a moment',
  pdfBusyServer: 'The portal is busy making PDFs; please try again in a moment',
};
