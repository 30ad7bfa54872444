// The ingest's side of a resume (proto/live.proto steps 2–3): it offers the last seq folded only while its
// lists are whole, and a resumed connection is not kept waiting for snapshots that will not come.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, ScoreChange } from '../../core';
import { match, snapshot } from '../../core/test-support/builders';
import { DAY } from '../../core/test-support/world';
import { ManualScheduler } from '../../time/manual-scheduler';
import { ScriptedSource } from '../test-support/scripted-source';
import { FLUSH_MS, FeedIngest } from './feed-ingest';
import { RESYNC_TIMEOUT_MS } from './resync-gate';

const T0 = DAY * 1000;

function score(seq: number, home: number): ScoreChange {
  return {
    type: 'score', clockSeconds: 0, sport: 'football', matchId: 1, statusId: 2, goingTime: DAY, note: '', seq, ts: T0 + seq * 1000,
    homeScores: [home, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
  };
}

const lists = (seq: number): FeedEvent[] => [
  snapshot('football', [match('football', 1)], seq, 's'),
  snapshot('basketball', [match('basketball', 7)], seq, 's'),
];

function setup() {
  const scheduler = new ManualScheduler(T0 + 60_000);
  const source = new ScriptedSource(() => scheduler.now());
  const ingest = new FeedIngest({ source, scheduler });
  ingest.start();
  const resumePoint = () => source.sink!.resumePoint!();
  return { scheduler, source, ingest, resumePoint };
}

describe('FeedIngest resume', () => {
  it('[SK-4] offers no resume before it has both lists, then the last seq folded — frames still waiting included', () => {
    const { scheduler, source, resumePoint } = setup();
    expect(resumePoint()).toBeUndefined();
    source.setStatus({ state: 'open' });
    source.send(lists(4)[0]);
    scheduler.advance(FLUSH_MS);
    expect(resumePoint()).toBeUndefined(); // football alone: basketball may be behind
    source.send(...lists(4));
    scheduler.advance(FLUSH_MS);
    expect(resumePoint()).toEqual({ stream: 's', afterSeq: 4 });
    source.send(score(5, 1), score(6, 2)); // not folded yet when the link is lost
    expect(resumePoint()).toEqual({ stream: 's', afterSeq: 6 });
  });

  it('[SK-4] a gap takes the resume away until fresh lists of both sports came', () => {
    const { scheduler, source, resumePoint } = setup();
    source.setStatus({ state: 'open' });
    source.send(...lists(4));
    scheduler.advance(FLUSH_MS);
    source.send(score(6, 1)); // 5 was lost
    scheduler.advance(FLUSH_MS);
    source.setStatus({ state: 'closed', code: 1006, reason: '', retryAt: null });
    expect(resumePoint()).toBeUndefined();
    source.setStatus({ state: 'open' });
    source.send(...lists(9));
    scheduler.advance(FLUSH_MS);
    expect(resumePoint()).toEqual({ stream: 's', afterSeq: 9 });
  });

  it('[SK-4] a resumed connection that gets frames only, or nothing, asks for no lists', () => {
    const { scheduler, source, ingest } = setup();
    source.setStatus({ state: 'open' });
    source.send(...lists(4));
    scheduler.advance(FLUSH_MS);
    source.setStatus({ state: 'closed', code: 1006, reason: '', retryAt: null });
    source.setStatus({ state: 'open', resumedAfter: { stream: 's', afterSeq: 4 } });
    expect(ingest.status().resyncInFlight).toBe(false);
    source.send(score(5, 1));
    scheduler.advance(RESYNC_TIMEOUT_MS * 3);
    expect(ingest.status()).toMatchObject({ seq: 5, resyncs: 0, gaps: 0, resyncInFlight: false });
    expect(source.resyncs).toBe(0);
  });

  it('[SK-4] a resumed connection answered with snapshots (refused) follows on from them', () => {
    const { scheduler, source, ingest } = setup();
    source.setStatus({ state: 'open' });
    source.send(...lists(4));
    scheduler.advance(FLUSH_MS);
    source.setStatus({ state: 'open', resumedAfter: { stream: 's', afterSeq: 4 } });
    source.send(...lists(20), score(21, 3));
    scheduler.advance(RESYNC_TIMEOUT_MS * 2);
    expect(ingest.status()).toMatchObject({ seq: 21, resyncs: 0, gaps: 0, resyncInFlight: false });
    expect(ingest.current.football.matches[1].homeScores[0]).toBe(3);
  });
});
