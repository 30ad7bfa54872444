// The uploads part's settings (server/README.md "Uploads, feedback and complaints"): where files are kept
// (UPLOAD_DIR, default DATA_DIR/uploads, DATA_DIR default .data as everywhere), the largest picture the server
// decodes, each user's quota, and the sweep of uploads nothing uses.
import { join, resolve } from 'node:path';
import { diskUploadStorage } from './disk-storage';
import type { UploadStorage } from './upload-storage';

export interface UploadEnv {
  readonly DATA_DIR?: string;
  readonly UPLOAD_DIR?: string;
  /** Pixels a side, at most; default 8000. */
  readonly UPLOAD_MAX_SIDE?: string;
  /** Megapixels in all (width × height / 1 000 000), at most; default 40. */
  readonly UPLOAD_MAX_MEGAPIXELS?: string;
  /** MB (MiB) one user's stored uploads may take; default 200. */
  readonly UPLOAD_QUOTA_MB?: string;
  /** Hours an upload nothing references is kept before the sweep deletes it; default 24. */
  readonly UPLOAD_SWEEP_GRACE_H?: string;
  /** Minutes between sweeps; default 60. */
  readonly UPLOAD_SWEEP_INTERVAL_MIN?: string;
}

export interface UploadPolicy {
  /** Refused (41805) when the header says wider or taller than this, before any pixel is decoded. */
  readonly maxSide: number;
  /** Refused (41805) past this many pixels in all; also libvips' own limitInputPixels while decoding. */
  readonly maxPixels: number;
  /** Bytes of stored (re-encoded) images one user may hold; past it an upload is refused (41806). */
  readonly quotaBytes: number;
  /** An upload no feedback, complaint or cover references is deleted once it is this old (since its last upload). */
  readonly sweepGraceMs: number;
  /** How often the sweep looks. */
  readonly sweepIntervalMs: number;
}

const MB = 1024 * 1024;
const HOUR = 3_600_000;

export const UPLOAD_POLICY_DEFAULTS: UploadPolicy = {
  // A phone's 48 MP sensor bins to 12 MP (4000 × 3000); 8000 a side and 40 MP leave room for panoramas and
  // screenshots, and bound the decode of a JPEG or PNG at ~160 MB of RGBA.
  maxSide: 8_000,
  maxPixels: 40_000_000,
  // The page sends compressed JPEGs of a few hundred KB [FB-4]; 200 MB is hundreds of feedback proofs and covers.
  quotaBytes: 200 * MB,
  // Long enough to write a feedback or start a broadcast after picking its image, even across a night.
  sweepGraceMs: 24 * HOUR,
  sweepIntervalMs: HOUR,
};

function positive(env: UploadEnv, name: keyof UploadEnv, fallback: number, scale: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${text}'`);
  return Math.round(n * scale);
}

export function uploadPolicyFromEnv(env: UploadEnv): UploadPolicy {
  const d = UPLOAD_POLICY_DEFAULTS;
  return {
    maxSide: positive(env, 'UPLOAD_MAX_SIDE', d.maxSide, 1),
    maxPixels: positive(env, 'UPLOAD_MAX_MEGAPIXELS', d.maxPixels, 1_000_000),
    quotaBytes: positive(env, 'UPLOAD_QUOTA_MB', d.quotaBytes, MB),
    sweepGraceMs: positive(env, 'UPLOAD_SWEEP_GRACE_H', d.sweepGraceMs, HOUR),
    sweepIntervalMs: positive(env, 'UPLOAD_SWEEP_INTERVAL_MIN', d.sweepIntervalMs, 60_000),
  };
}

export function uploadDirOf(env: UploadEnv): string {
  return resolve(env.UPLOAD_DIR?.trim() || join(env.DATA_DIR?.trim() || '.data', 'uploads'));
}

export const uploadStorageFromEnv = (env: UploadEnv): UploadStorage => diskUploadStorage(uploadDirOf(env));
