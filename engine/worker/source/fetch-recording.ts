// Loading a recorded day by URL, failures as values: the reason is shown in the status, nothing is thrown.

/** What the replay needs of fetch (the global one fits). */
export type FetchLike = (url: string) => Promise<{ readonly ok: boolean; readonly status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

/** The file's bytes, or why there are none. */
export async function fetchRecording(fetch: FetchLike | undefined, url: string): Promise<Uint8Array | string> {
  if (!fetch) return 'no fetch to load the recording with';
  try {
    const response = await fetch(url);
    if (!response.ok) return `fetching ${url}: HTTP ${response.status}`;
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return `fetching ${url}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
