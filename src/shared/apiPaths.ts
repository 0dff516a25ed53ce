// The API's prefix and fixed calls, shared by the server's routes and the client's requests.
export const API_PREFIX = '/api';

export const apiPaths = {
  health: `${API_PREFIX}/health`,
} as const;
