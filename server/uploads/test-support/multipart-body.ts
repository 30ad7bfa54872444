// Real multipart/form-data bodies for tests, serialised by the platform's FormData (as a browser would send them).

export interface Part {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** What the sender claims; the server never believes it. */
  readonly type?: string;
  readonly field?: string;
}

export async function multipartBody(parts: readonly Part[], text: Readonly<Record<string, string>> = {}): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts) form.append(p.field ?? 'files', new Blob([p.bytes as Uint8Array<ArrayBuffer>], { type: p.type ?? 'application/octet-stream' }), p.name);
  for (const [k, v] of Object.entries(text)) form.append(k, v);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
