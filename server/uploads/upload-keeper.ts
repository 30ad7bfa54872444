// The uploads kept: the storage (the files) and the database index (who uploaded what, and when) together. An
// upload is indexed under its user's quota, then stored; it is usable as a proof or a cover only when both hold
// it (files stored before the index existed, never through the re-encode, are served but not accepted again); and
// the sweep deletes what nothing references once the grace period has passed. Indexing-and-storing and the sweep
// take turns (one gate), so the sweep never deletes a file an upload is storing again.
import { UPLOAD_URL_PREFIX } from '../../contract/upload-limits';
import type { Clock } from '../../engine/core/time/scheduler';
import type { Database } from '../db/database';
import { bytesOwnedBy, deleteUnreferencedUploads, forgetUploads, isIndexedUpload, recordUploads } from '../db/repositories/uploads';
import type { ImageKind } from './image-kind';
import type { UploadPolicy } from './upload-config';
import type { UploadStorage } from './upload-storage';
import { keyOfUploadUrl } from './upload-storage';
import { workGate } from './work-gate';

/** A re-encoded image waiting in a temporary file, with its content address. */
export interface EncodedFile {
  readonly path: string;
  readonly kind: ImageKind;
  readonly key: string;
  readonly bytes: number;
}

export interface UploadKeeper {
  readonly policy: UploadPolicy;
  ownedBytes(userId: number): Promise<number>;
  /** Indexes `files` for `userId` (refused, nothing kept, past their quota) and stores them. */
  keep(userId: number, files: readonly EncodedFile[]): Promise<{ readonly ok: boolean }>;
  /** One of our upload URLs, indexed and stored: what a proof or a cover may be. */
  isUsable(url: string): Promise<boolean>;
  /** Deletes the uploads nothing references whose grace period has passed; their keys. */
  sweep(): Promise<string[]>;
}

/** Rows the sweep deletes per statement (it goes on until a batch comes back short). */
const SWEEP_BATCH = 200;

export function createUploadKeeper(o: { readonly db: Database; readonly storage: UploadStorage; readonly clock: Clock; readonly policy: UploadPolicy }): UploadKeeper {
  const { db, storage, clock, policy } = o;
  const turns = workGate(1);
  return {
    policy,
    ownedBytes: (userId) => bytesOwnedBy(db, userId),
    keep: (userId, files) => turns.run(async () => {
      const now = new Date(clock.now());
      const recorded = await recordUploads(db, userId, files.map((f) => ({ key: f.key, bytes: f.bytes })), policy.quotaBytes, now);
      if (!recorded.ok) return { ok: false };
      try {
        for (const f of files) await storage.putFile(f.path, f.kind, f.key);
      } catch (err) {
        await forgetUploads(db, userId, files.map((f) => f.key));
        throw err;
      }
      return { ok: true };
    }),
    async isUsable(url) {
      const key = keyOfUploadUrl(url);
      return key !== undefined && (await isIndexedUpload(db, key)) && storage.has(key);
    },
    sweep: () => turns.run(async () => {
      const cutoff = new Date(clock.now() - policy.sweepGraceMs);
      const deleted: string[] = [];
      for (;;) {
        const keys = await deleteUnreferencedUploads(db, cutoff, UPLOAD_URL_PREFIX, SWEEP_BATCH);
        for (const key of keys) await storage.delete(key);
        deleted.push(...keys);
        if (keys.length < SWEEP_BATCH) return deleted;
      }
    }),
  };
}
