// Reads the files of a multipart/form-data upload from the request stream (@fastify/multipart, i.e. busboy), one
// part at a time: each file of the field is written to a temporary file as it arrives — its first bytes kept to
// tell its kind — and handed to `onFile` before the next part is read. A request in flight holds a few stream
// buffers, never its body; busboy's limits stop a body past six files of 10 MB, however it is sent.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../contract/upload-limits';
import type { Failure } from '../api/errors';
import { fail } from '../api/errors';

/** busboy's limits for one upload body [FB-3]: a 7th file, an 11th MB of a file, or a flood of fields or headers
 *  ends the reading. */
export const MULTIPART_LIMITS = {
  files: UPLOAD_MAX_FILES,
  fileSize: UPLOAD_MAX_FILE_BYTES,
  fields: 16,
  fieldSize: 4 * 1024,
  parts: UPLOAD_MAX_FILES + 16,
  headerPairs: 32,
} as const;

/** Bytes kept from a file's start: what image-kind.ts reads. */
const HEAD_BYTES = 16;

export interface ReceivedFile {
  /** The name the browser gave it (display only: storage names are content addresses). */
  readonly name: string;
  /** The temporary file holding it, in the request's own folder. */
  readonly path: string;
  readonly head: Uint8Array;
  readonly size: number;
}

/** A refusal, or how many files of the field were read (all accepted by `onFile`). */
export type ReceiveOutcome = { readonly ok: true; readonly files: number } | Failure;

const tooMany = () => fail(API_CODE.uploadTooMany, API_MESSAGE.uploadTooMany);
const tooLarge = () => fail(API_CODE.uploadTooLarge, API_MESSAGE.uploadTooLarge);
const broken = () => fail(API_CODE.validation, API_MESSAGE.uploadBroken);

/** What a multipart error of @fastify/multipart or busboy means to the uploader. */
function failureOf(err: unknown): Failure {
  switch ((err as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooMany();
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    default:
      return broken(); // truncated, no boundary, a part that never ends, the client gone
  }
}

async function toFile(stream: Readable, path: string): Promise<{ head: Uint8Array; size: number }> {
  let head = Buffer.alloc(0);
  let size = 0;
  await pipeline(stream, async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      yield chunk;
    }
  }, createWriteStream(path, { flags: 'wx' }));
  return { head, size };
}

/**
 * Reads the upload's parts in order; the files of `field` go one by one to `onFile`, whose refusal ends the
 * reading at once (the rest of the body is never read). Text under `field` is no image; parts of other fields
 * are skipped.
 */
export async function receiveFiles(
  req: FastifyRequest, dir: string, field: string, onFile: (file: ReceivedFile) => Promise<Failure | undefined>,
): Promise<ReceiveOutcome> {
  let files = 0;
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
      if (part.fieldname !== field) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      if (part.type === 'field') return fail(API_CODE.uploadNotImage, API_MESSAGE.uploadNotImage);
      const path = join(dir, `in-${files}`);
      const { head, size } = await toFile(part.file, path);
      if (part.file.truncated) return tooLarge();
      files += 1;
      const refused = await onFile({ name: part.filename, path, head, size });
      if (refused) return refused;
    }
  } catch (err) {
    return failureOf(err);
  }
  return { ok: true, files };
}
