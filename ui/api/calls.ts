// The contract's calls over the one HTTP client, typed from contract/ (Static of each call's schemas): a path that
// is not a call, a body the call does not take, or data read as something it is not, fails to compile. Types
// only: the schemas (and TypeBox) stay out of the page's bundle; the server checks its answers against them.
import type { BinaryPath, CallAt, DataOf, JsonPath, RequestOf } from '../../contract';
import type { ApiOutcome, HttpClient, RequestOptions } from './http-client';

export type { BinaryPath, CallAt, DataOf, JsonPath, RequestOf };

/** A JSON call: its data opened from the envelope [HT-2]. */
export function callJson<P extends JsonPath>(
  api: Pick<HttpClient, 'post'>, path: P, body: RequestOf<CallAt<P>>, options?: RequestOptions,
): Promise<ApiOutcome<DataOf<CallAt<P>>>> {
  return api.post<DataOf<CallAt<P>>>(path, body, options);
}

/** A *_b call: the bytes of a MatchListResponse, for the engine to decode [HT-8]. */
export function callBinary<P extends BinaryPath>(
  api: Pick<HttpClient, 'postBinary'>, path: P, body: RequestOf<CallAt<P>>, options?: RequestOptions,
): Promise<ApiOutcome<ArrayBuffer>> {
  return api.postBinary(path, body, options);
}
