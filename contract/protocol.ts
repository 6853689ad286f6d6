/** Wire-level constants shared by the server and mock-upstream (BEHAVIOUR §10, §9). */
export const HEADER = {
  accessToken: 'x-access-token',
  refreshToken: 'x-refresh-token',
  nonce: 'x-bigscreen-nonce',
  systemInfo: 'x-bigscreen-system-info',
  requestId: 'x-request-id',
} as const;

/** `code` in a 401 body that means "the access token expired: renew it". */
export const RENEW_CODE = 4;
/** `code` in a 422 scan-processing body that means the scan itself failed. */
export const SCAN_FAILED_CODE = 3;

export const TIMEOUT_MS = {
  login: 10_000,
  verify: 10_000,
  logout: 30_000,
} as const;

export const COOKIE_DAYS = { session: 14, retry: 1 } as const;
