// Reads the files of a multipart/form-data body. No multipart package is installed (@fastify/multipart / busboy
// are not dependencies), so this is the platform's own parser: Node's fetch Response.formData() (undici), not a
// hand-written one. It needs the whole body in memory, which the route caps (upload-route.ts: 6 × 10 MB + a
// little, login and a per-user limit before a byte is read). Swap for @fastify/multipart's streaming parser by
// replacing this one function.

export interface FormFile {
  /** The name the browser gave it (display only: storage names are content addresses). */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export type FormFiles =
  | { readonly ok: true; readonly files: readonly FormFile[]; readonly notFiles: number }
  | { readonly ok: false };

/** The values of `field`: files, and a count of the plain-text values sent under it (not images either). */
export async function readFormFiles(body: Uint8Array, contentType: string, field: string): Promise<FormFiles> {
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false }; // truncated, no boundary, a boundary that never closes
  }
  const files: FormFile[] = [];
  let notFiles = 0;
  for (const value of form.getAll(field)) {
    if (typeof value === 'string') notFiles += 1;
    else files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { ok: true, files, notFiles };
}
