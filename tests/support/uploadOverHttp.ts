/**
 * Uploads a PDF through POST /api/files to a portal running in another process, with the session
 * headers of `signInOverHttp`, and answers the file's id.
 * @example const id = await uploadOverHttp(url, await signInOverHttp(url, email), pdfBytes());
 */
export async function uploadOverHttp(
  url: string,
  session: { origin: string; cookie: string },
  pdf: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'permit.pdf');
  const answer = await fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { origin: session.origin, cookie: session.cookie },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}`);
  return ((await answer.json()) as { id: string }).id;
}
