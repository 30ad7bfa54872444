// The smoke forms of the benches that start servers, Chromium or ffmpeg of their own (bench/options.ts): the real
// code with tiny counts and windows of a second, each printing its figure, its anchor's and met / MISSED. Values are
// never checked. The benches of the built UI run in the Playwright suite instead (tests/e2e/bench-smoke.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePgliteTemplate } from '../tests/e2e/server-process';
import { missingLines, runSmoke } from './test-support/smoke-run';

const SMOKE_TIMEOUT_MS = 180_000;

describe('bench smoke forms (servers, Chromium, ffmpeg)', () => {
  // The servers the benches start (server/main.ts, their environment passed on) open their embedded database from
  // one migrated, seeded template (PGLITE_FROM) instead of each creating a cluster and seeding it, as the e2e
  // suite's servers do. The environment is this worker's: it is put back after the file.
  let dir: string;
  let before: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qiusai-smoke-db-'));
    const file = await writePgliteTemplate(dir, Date.now());
    before = process.env.PGLITE_FROM;
    process.env.PGLITE_FROM = file;
  }, SMOKE_TIMEOUT_MS);
  afterAll(() => {
    if (before === undefined) delete process.env.PGLITE_FROM;
    else process.env.PGLITE_FROM = before;
    rmSync(dir, { recursive: true, force: true });
  });

  it('browser-ingest --smoke prints the worker\'s frames/s in Chromium, its anchors\' and its verdict', async () => {
    const run = await runSmoke('browser-ingest', ['--smoke']);
    expect(missingLines(run, {
      figure: /^Chromium, real worker: .* frames\/s/, anchor: /^anchor: raw protobufjs decode .* in the same browser/, verdict: /^target: the warm start .*: (met|MISSED)$/,
    })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('abuse --smoke prints each probe\'s figure, its anchor and its verdict', async () => {
    const run = await runSmoke('abuse', ['--smoke']);
    for (const [figure, anchor] of [
      [/^1\. amplification: .* bytes back/, /^ {3}anchor: one list request per sport → \d+ bytes back/],
      [/^2\. .*bystander pong p99/, /RSS .* before \(anchor\)/],
      [/^3b\. .* sockets from .* addresses/, /descriptors \d+ at rest \(anchor\)/],
    ] as const) expect(missingLines(run, { figure, anchor })).toEqual([]);
    expect(run.lines.filter((l) => /: (met|MISSED)\b/.test(l)).length).toBeGreaterThanOrEqual(6);
  }, SMOKE_TIMEOUT_MS);

  it('uploads-memory --smoke prints the server\'s peak RSS under concurrent uploads, its RSS at rest and its verdict', async () => {
    const run = await runSmoke('uploads-memory', ['--smoke']);
    expect(missingLines(run, {
      figure: /^server RSS peak .* MB during the uploads/, anchor: /^anchor: server RSS at rest .* MB/, verdict: /^target: peak ≤ rest \+ .*: (met|MISSED)$/,
    })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('data --smoke prints the competition page\'s answers/s and p99, the list call\'s beside them and its verdict', async () => {
    const run = await runSmoke('data', ['--smoke']);
    expect(missingLines(run, {
      figure: /^ {2}\d+ answers\/s, p99 \d+ ms/, anchor: /^ {2}anchor: \/api\/v1\/football\/realtimeMatch_b \d+ answers\/s/, verdict: /^ {2}target: .*: (met|MISSED)$/,
    })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  // room = the video bench and then 'chat' with the same arguments: this runs both smoke forms.
  it('room --smoke prints the video\'s first frame and glass-to-glass, then chat\'s delivery, each with its anchors and verdicts', async () => {
    const run = await runSmoke('room', ['--smoke']);
    expect(missingLines(run, {
      figure: /^ {2}Chromium \+ mpegts\.js +p50 .* ms/, anchor: /^ {2}anchor: ffmpeg decode +p50/, verdict: /target p95 ≤ \d+ ms: (met|MISSED)$/,
    })).toEqual([]);
    expect(missingLines(run, { figure: /^ {2}warm \(room live, GOP cache\) +p50/, verdict: /target ≤ \d+ ms: (met|MISSED)$/ })).toEqual([]);
    expect(missingLines(run, {
      figure: /^gateway room channel +p50 .* deliveries/, anchor: /^anchor: bare ws broadcast +p50 .* deliveries/, verdict: /^target gateway p99 .*: (met|MISSED)$/,
    })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);
});
