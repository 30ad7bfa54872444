// Both feed sources pass the same contract (STYLE.md item 6).
import { sampleDay, sampleFixture } from '../test-support/sample-day';
import { feedSourceContract } from './feed-source.contract';
import { createReplaySource } from './replay-source';
import { createSimulatorSource } from './simulator-source';

// A day recorded long ago: the replay must move it onto today.
const recorded = sampleFixture('2024-06-01');

feedSourceContract('fixture replay', (timers, speed) => createReplaySource({ fixture: recorded, timers, speed, loop: true }));

feedSourceContract('live simulator', (timers, speed) => createSimulatorSource({
  generate: ({ date }) => sampleDay(date), seed: 'test', timers, speed,
}));
