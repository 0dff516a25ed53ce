/** docs/languages.md#messages: the export to TLS screens. */
export const tlsExport = {
  loading: 'Loading...',
  notCreated: 'The batch was not created',
  waiting: 'Waiting for export',
  noneWaiting: 'No Accepted orders are waiting for export.',
  waitingTable: 'Orders waiting for export',
  pickAll: 'Pick all',
  pick: 'Pick %{number}',
  order: 'Order',
  client: 'Client',
  outfitter: 'Outfitter',
  lines: 'Lines',
  total: 'Total',
  preview: 'Batch preview',
  summary: '%{orders} orders, %{lines} lines',
  createBatch: 'Create batch',
};
