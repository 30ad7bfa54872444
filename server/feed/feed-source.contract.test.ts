// Both feed sources pass the same contract (STYLE.md item 6): on the hand-made sample day, and on the real
// generator's days (the recorded small day for the replay, freshly generated days for the simulator).
import { readFileSync } from 'node:fs';
import { readFixture } from '../../engine/wire';
import { SMALL_DAY } from '../../fixtures/days/small-day';
import { generateDay } from '../../fixtures/generator';
import { sampleDay, sampleFixture } from '../test-support/sample-day';
import { feedSourceContract } from './feed-source.contract';
import { createReplaySource } from './replay-source';
import { createSimulatorSource } from './simulator-source';

// Days recorded long ago: the replay must move them onto today.
const sample = sampleFixture('2024-06-01');
const small = readFixture(new Uint8Array(readFileSync('fixtures/days/small.lsfx')));

feedSourceContract('fixture replay (sample day)', (timers, speed, start) => createReplaySource({ fixture: sample, timers, speed, start, loop: true }));

feedSourceContract('fixture replay (fixtures/days/small.lsfx)', (timers, speed, start) => createReplaySource({ fixture: small, timers, speed, start, loop: true }));

feedSourceContract('live simulator (sample days)', (timers, speed, start) => createSimulatorSource({
  generate: ({ date }) => sampleDay(date), seed: 'test', timers, speed, start,
}));

feedSourceContract('live simulator (fixtures/generator)', (timers, speed, start) => createSimulatorSource({
  generate: generateDay, seed: SMALL_DAY.seed, football: SMALL_DAY.football, basketball: SMALL_DAY.basketball, timers, speed, start,
}));
