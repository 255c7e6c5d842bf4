import { request } from 'node:http';

/** A JSON POST with an explicit Host header (the tenant is chosen by it). */
export function httpPostJson(
  url: string,
  host: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in on `host` and returns the `__session=...` cookie to send back. */
export async function signInCookie(
  baseUrl: string,
  host: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await httpPostJson(`${baseUrl}/api/auth/login`, host, { email, password });
  const cookie = [res.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body}`);
  return cookie;
}
