/** docs/instruction-registers.md#documents: the IR screen's documents section. */
export const irDocuments = {
  title: 'Documents',
  list: 'Documents of this IR',
  empty: 'No documents yet',
  loadFailed: 'The documents could not be loaded',
  open: 'Open %{title}',
  uploaded: '%{kind}, %{date}',
  kind: 'Kind',
  attach: 'Attach',
  saved: '%{smart_count} document saved |||| %{smart_count} documents saved',
  notSaved:
    '%{smart_count} of the files was not saved |||| %{smart_count} of the files were not saved',
};
