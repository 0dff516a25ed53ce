/** docs/languages.md#messages: what a failed call says when the server gave no message (src/client/data/http). */
export const http = {
  timeout: 'The server took too long to answer. Please try again.',
  unreachable: 'The server could not be reached. Check your connection and try again.',
  unreadable: 'The server sent an answer that could not be read.',
  failedWithStatus: 'Request failed with status %{status}',
};
