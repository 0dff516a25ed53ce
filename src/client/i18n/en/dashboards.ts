/** docs/languages.md#messages: the dashboards and the outfitter's figures above their list. */
export const dashboards = {
  title: 'Dashboards',
  loading: 'Loading figures',
  work: 'Today’s work',
  byStatus: 'Orders by status',
  topOutfitters: 'Top outfitters',
  quotesWaiting: 'Quotes waiting for a client',
  blockedByPaperwork: 'Orders blocked by paperwork',
  exportBacklog: 'Export backlog',
  yourDashboard: 'Your dashboard',
  label: 'Label',
  orders: 'Orders',
  outfitter: 'Outfitter',
  allOutfitters: 'All outfitters',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  download: 'Download %{name}.csv',
};
