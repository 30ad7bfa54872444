// An anchor's uploaded cover ([FB-3]): /anchor/prepare takes one of our uploads as coverPicture — re-encoded and
// indexed by the upload call — and refuses any other URL, a decompression bomb (never stored) and a file that is
// in storage without having been through the upload call; once the room is live its card (/v1/living/home, the
// carousel's /v1/living/recommend) shows it.
import { beforeEach, expect, it } from 'vitest';
import { API_CODE } from '../../contract/codes';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { createAnchorStreams } from '../anchors/anchor-streams';
import { logRoomEventSink } from '../anchors/room-event-sink';
import { DEMO_ANCHORS } from '../db/demo-people';
import { EventLog } from '../feed/event-log';
import { apiPerTest } from '../api/test-support/api-per-test';
import { T0 } from '../api/test-support/test-api';
import { bombPng, makePng } from './test-support/images';
import { multipartBody } from './test-support/multipart-body';
import { memoryUploadStorage, uploadUrl } from './upload-storage';

const KICK = Math.floor(T0 / 1000) + 3 * 3600;
let log = new EventLog('test');
const freshLog = () => {
  log = new EventLog('test');
  log.push([snapshot('football', [match('football', 5001, { matchTime: KICK })]), snapshot('basketball', [])], false);
};
freshLog();
beforeEach(freshLog);

const storage = memoryUploadStorage();
const t = apiPerTest({
  seed: true,
  options: {
    uploads: storage,
    state: () => log.state,
    anchors: { config: { rtmpHost: 'live.example.cn', rtmpPort: 1935, autoReviewMs: 60_000 }, roomEvents: { append: (events) => logRoomEventSink(log, () => T0).append(events) } },
  },
});

const ANCHOR = DEMO_ANCHORS[0];
const DRAFT = { date: '2025-05-01', roomName: '自定义封面', selCompetition: 1, matchId: 5001, sportType: 1 as const, notification: '' };

it('[FB-3] /anchor/prepare takes an uploaded cover; the live room card shows it', async () => {
  const tk = (await t.api.login('19900000001')).accessToken;
  const { body, contentType } = await multipartBody([{ name: 'cover.png', bytes: makePng(32, 18, [20, 90, 200]) }]);
  const up = await t.api.call<{ url: string }[]>('/v1/file/batch/upload', undefined, { headers: { 'content-type': contentType, authorization: `Bearer ${tk}` }, payload: body });
  const cover = up.data[0].url;
  const prepare = (coverPicture: string) => t.api.call('/anchor/prepare', { ...DRAFT, coverPicture }, { token: tk });
  expect((await prepare(`/uploads/${'c'.repeat(64)}.png`)).envelope).toMatchObject({ code: API_CODE.validation, msg: '请选择直播封面' });
  expect((await prepare(`${cover}?x=1`)).envelope.code).toBe(API_CODE.validation);
  expect((await prepare(cover)).data).toMatchObject({ coverPicture: cover, state: 'prepared' });
  expect((await prepare('https://evil.example/cover.png')).envelope.code).toBe(API_CODE.validation);
  // A bomb is refused by the upload call, so it never becomes a URL to prepare with.
  const bomb = await multipartBody([{ name: 'cover.png', bytes: bombPng() }]);
  const refused = await t.api.call('/v1/file/batch/upload', undefined, { headers: { 'content-type': bomb.contentType, authorization: `Bearer ${tk}` }, payload: bomb.body });
  expect(refused.envelope.code).toBe(API_CODE.uploadTooManyPixels);
  // Bytes that reached storage some other way (stored before the index, by hand) are no cover either.
  const planted = uploadUrl((await storage.put(bombPng(), 'png')).key);
  expect((await prepare(planted)).envelope).toMatchObject({ code: API_CODE.validation, msg: '请选择直播封面' });
  expect((await prepare(cover)).data).toMatchObject({ coverPicture: cover });

  const streams = createAnchorStreams({ db: t.db, clock: t.api.clock, liveState: () => log.state, roomEvents: logRoomEventSink(log, () => T0) });
  streams.lifecycle.published(ANCHOR.roomId);
  await streams.settled();
  expect(log.state.rooms[ANCHOR.roomId]).toMatchObject({ living: true, coverPicture: cover });
  const home = await t.api.call<{ items: { roomId: number; coverPicture: string }[] }>('/v1/living/home', {});
  expect(home.data.items.find((i) => i.roomId === ANCHOR.roomId)?.coverPicture).toBe(cover);
});
