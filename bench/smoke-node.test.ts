// The smoke forms of the benches that need nothing but Node (bench/options.ts): each runs its real code with tiny
// counts and must print its figure, its anchor's and met / MISSED — a change that breaks a bench fails here, not
// months later when someone runs it. Values are never checked (benches time things; tests do not). Also: every
// bench has a smoke form the suite runs, and the fanout bench fails fast, saying why, when the gateway refuses its
// clients. bench/README.md lists each bench's smoke command.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHES } from './benches';
import { gatewayConfig, requireAllOpen, requireTotalCap } from './fanout';
import { PreconditionError } from './options';
import { missingLines, runSmoke } from './test-support/smoke-run';

const ROOT = join(import.meta.dirname, '..');
const SMOKE_TIMEOUT_MS = 120_000;

describe('bench smoke forms (Node)', () => {
  it('decode --smoke prints its frames/s, its anchors\' and its verdict', async () => {
    const run = await runSmoke('decode', ['--smoke']);
    expect(missingLines(run, { figure: /^ours, packet path .* frames\/s/, anchor: /^anchor: protobufjs reflection decode: .* frames\/s/ })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('reduce --smoke prints its events/s, its anchor\'s and its verdict', async () => {
    const run = await runSmoke('reduce', ['--smoke']);
    expect(missingLines(run, { figure: /^fold, batches of 16: .* events\/s/, anchor: /^anchor: raw protobufjs decode .* frames\/s/ })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('fold-draft --smoke folds the day both ways to one state and prints the draft\'s events/s, immer\'s and its verdict', async () => {
    const run = await runSmoke('fold-draft', ['--smoke']);
    expect(missingLines(run, {
      figure: /^draft fold, batches of 16: .* events\/s/, anchor: /^anchor: immer produceWithPatches, batches of 16: .* events\/s .*same end state/,
    })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('patch --smoke prints its bytes per row, its anchor\'s and its verdict', async () => {
    const run = await runSmoke('patch', ['--smoke']);
    expect(missingLines(run, { figure: /^ours: .* bytes per changed row/, anchor: /^anchor: .* bytes serialized/ })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('ingest --smoke prints its frames/s, its anchor\'s and its verdict', async () => {
    const run = await runSmoke('ingest', ['--smoke']);
    expect(missingLines(run, { figure: /^decode \+ fold \+ views \+ patch.* frames\/s/, anchor: /^anchor: raw protobufjs decode .* frames\/s/ })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);

  it('fanout --smoke prints the gateway\'s deliveries/s, its anchor\'s and its verdict', async () => {
    const run = await runSmoke('fanout', ['--smoke']);
    expect(missingLines(run, { figure: /^gateway +[\d,]+ deliveries\/s/, anchor: /^anchor: ws\.send +[\d,]+ deliveries\/s/ })).toEqual([]);
  }, SMOKE_TIMEOUT_MS);
});

describe('a bench that cannot reach its preconditions ends, saying why', () => {
  it('fanout, its clients refused by the per-address cap: exits 1 with the close code and the setting to raise', async () => {
    // The real command, with the gateway's cap below its 20 smoke clients (all from 127.0.0.1).
    const outcome = await new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', 'bench/main.ts', 'fanout', '--smoke', '--per-ip-cap', '4'],
        { cwd: ROOT, timeout: SMOKE_TIMEOUT_MS - 10_000 }, (_err, _stdout, stderr) => resolve({ code: child.exitCode, signal: child.signalCode, stderr }));
    });
    expect(outcome.signal).toBeNull(); // it ended by itself, not by the timeout's kill
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/bench fanout: cannot measure: only 4 of 20 clients are connected to the gateway: 16 closed with 4430 .*WS_MAX_CONNECTIONS_PER_IP/);
  }, SMOKE_TIMEOUT_MS);

  it('fanout checks the total cap against its clients before it starts, and every client is open before it measures', () => {
    const config = gatewayConfig(1_000);
    expect(config.gateway.maxConnectionsPerIp).toBe(1_000);
    expect(() => requireTotalCap(1_000, config, 819)).toThrow(PreconditionError);
    expect(() => requireTotalCap(1_000, config, 819)).toThrow(/total socket cap here is 819 .*ulimit -n/);
    expect(() => requireTotalCap(1_000, config, 16_000)).not.toThrow();
    expect(() => requireAllOpen('gateway', 3, { open: 3, refused: {}, pending: 0 })).not.toThrow();
    expect(() => requireAllOpen('gateway', 3, { open: 1, refused: { 4503: { count: 1, reason: 'server full' } }, pending: 1 }))
      .toThrow(/only 1 of 3 clients .*1 closed with 4503 'server full' — the total cap.*1 neither served nor closed/);
  });
});

describe('every bench has a smoke form that the suite runs', () => {
  const benchFiles = readdirSync(join(ROOT, 'bench')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => /^export default /m.test(readFileSync(join(ROOT, 'bench', f), 'utf8'))).map((f) => f.replace(/\.ts$/, ''));

  it('every bench file with a default export is listed in bench/benches.ts, and nothing else', () => {
    expect(benchFiles.sort()).toEqual(Object.keys(BENCHES).sort());
  });

  it.each(Object.entries(BENCHES))('%s: its smoke test runs it and bench/README.md gives its smoke command', (name, entry) => {
    const test = join(ROOT, entry.smokeTest);
    expect(existsSync(test)).toBe(true);
    expect(readFileSync(test, 'utf8')).toContain(`'${name}'`);
    expect(readFileSync(join(ROOT, 'bench', 'README.md'), 'utf8')).toContain(`npm run bench -- ${name} --smoke`);
  });
});
