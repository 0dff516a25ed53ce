import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';

// Calls to a portal running in a process of its own (runMain), as a browser on its page makes them.

/**
 * Signs a demo user in over HTTP and answers the `cookie` header of their next calls.
 * @example const cookie = await signInOverHttp(url, 'liaison@example.com');
 */
export async function signInOverHttp(url: string, email: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * Uploads a PDF through POST /api/files and answers its id.
 * @example const id = await uploadOverHttp(url, cookie, pdfBytes());
 */
export async function uploadOverHttp(url: string, cookie: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'permit.pdf');
  const answer = await fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { origin: url, cookie },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}`);
  return ((await answer.json()) as { id: string }).id;
}
