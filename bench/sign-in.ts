/** Signs the seed account in on a site under load test; returns its session cookies as one Cookie header. */
export async function signIn(siteUrl: string): Promise<string> {
  const login = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The seed account's access token straight from the mock's main API, for the bare baseline (which has no session). */
export async function directAccessToken(mainApiUrl: string, appKey: string): Promise<string> {
  const direct = await fetch(`${mainApiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${appKey}` },
    body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
  });
  return direct.headers.get('x-access-token') ?? '';
}
