/** docs/languages.md#messages: the generated screens' own texts (src/engine/screens). */
export const engine = {
  createTitle: 'New %{one}',
  empty: {
    title: 'No %{many} yet.',
    createHint: 'Create the first %{one} to get started.',
    waitHint: '%{Many} will show here once they are added.',
  },
  image: {
    alt: 'Image',
    helper: 'A web address, or upload a file',
    upload: 'Upload',
  },
  textList: {
    helper: 'Separate them with commas',
  },
};
