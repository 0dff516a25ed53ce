/** docs/languages.md#messages: the parts several screens share. */
export const common = {
  // docs/settings.md#date-range
  dateRange: 'Enter a date from %{from} to %{to}',
  imagePreview: {
    noImage: 'No image',
    noImageOf: '%{name}: no image',
    preview: 'Preview %{name}',
  },
  workflow: {
    note: 'Note',
    reason: 'Reason',
    goBack: 'Go back',
  },
  statusHistory: {
    title: 'History',
    list: 'Status history',
  },
  // docs/guards.md#records-not-found; %{name} is the resource's name for one record.
  recordLoadError: {
    notFound: 'Sorry, the %{name} you are looking for does not exist.',
    failed: 'The %{name} could not be loaded.%{why}',
    backTo: 'Back to %{list}',
    // A record of no known resource.
    record: 'record',
    tryAgain: 'Try again',
  },
  // docs/screens.md#loading-skeletons: what a screen reader hears while a list or a record comes.
  loading: {
    list: 'Loading the list…',
    record: 'Loading the record…',
  },
};
