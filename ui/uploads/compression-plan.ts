// [FB-4] What to do with a picked image before it is uploaded, from its size alone (pure; compress-image.ts does
// the work): under 300 KB untouched; otherwise re-encoded as JPEG at quality 0.85 under 1 MB, 0.52 from 1 to 5 MB,
// 0.92 from 5 MB; scaled down to a longest side of 1600 px from 1 to 10 MB, 1400 px from 10 MB (RULES.md names
// 10–20 MB; a file past 20 MB keeps 1400 — ours, the rule does not say).

export const KB = 1024;
export const MB = 1024 * 1024;

export type CompressionPlan =
  | { readonly kind: 'keep' }
  | { readonly kind: 'jpeg'; readonly quality: number; readonly maxDimension: number | undefined };

export function compressionPlan(bytes: number): CompressionPlan {
  if (bytes < 300 * KB) return { kind: 'keep' };
  const quality = bytes < MB ? 0.85 : bytes < 5 * MB ? 0.52 : 0.92;
  const maxDimension = bytes < MB ? undefined : bytes < 10 * MB ? 1600 : 1400;
  return { kind: 'jpeg', quality, maxDimension };
}

/** The size to draw at: the longest side at most `max`, the aspect kept, never enlarged, at least 1 px. */
export function scaledSize(width: number, height: number, max: number | undefined): { readonly width: number; readonly height: number } {
  const longest = Math.max(width, height);
  if (max === undefined || longest <= max) return { width, height };
  const f = max / longest;
  return { width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)) };
}
