// @vitest-environment happy-dom
// Go-live reminders on any page [GN-7]: the user channel's kind 3 shows a card with the anchor's name as text, the
// room's name and 进入直播间 to /liveRoom?roomId=; it closes on its button and by itself after 9 s (on a
// ManualScheduler given as the page's).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnchorLiveNotice } from '../../../engine/worker/api';
import { ManualScheduler } from '../../../engine/time';
import { SchedulerProvider } from '../../time/scheduler-context';
import { MessagesStore } from '../private-messages/messages-store';
import '../test-support/dom';
import { ANCHOR_LIVE_SHOWN_MS, AnchorLivePopups } from './anchor-live-popups';

let root: Root | undefined;
let clock: ManualScheduler;
const store = new MessagesStore();
const notice = (roomId: number, anchorName: string): AnchorLiveNotice => ({
  type: 'anchorLive', anchorId: 30000 + roomId, anchorName, anchorAvatar: '', roomId, roomName: '<i>英超</i> 今晚', sportType: 1, matchId: 9, at: 5,
});
const popups = () => [...document.querySelectorAll<HTMLElement>('[data-testid="anchor-live-popup"]')];

beforeEach(() => {
  clock = new ManualScheduler(1_700_000_000_000);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<SchedulerProvider scheduler={clock}><AnchorLivePopups store={store} /></SchedulerProvider>));
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('AnchorLivePopups', () => {
  it('[GN-7] shows 「{name} 开播了」 as text with the room and 进入直播间 to the live room; closes on its button', () => {
    act(() => store.received(notice(1001, '<img src=x onerror=alert(1)>')));
    const [card] = popups();
    expect(card.querySelector('img[src="x"]')).toBeNull();
    expect(card.textContent).toContain('<img src=x onerror=alert(1)> 开播了');
    expect(card.textContent).toContain('<i>英超</i> 今晚');
    const enter = [...card.querySelectorAll('a')].find((a) => a.textContent === '进入直播间')!;
    expect(enter.getAttribute('href')).toBe('/liveRoom?roomId=1001');
    act(() => card.querySelector<HTMLButtonElement>('button[aria-label="关闭提醒"]')!.click());
    expect(popups()).toHaveLength(0);
  });

  it('[GN-7] goes by itself after 9 s; messages and reads show nothing', () => {
    act(() => store.received({ type: 'read', peerId: 2, unread: 0 }));
    expect(popups()).toHaveLength(0);
    act(() => store.received(notice(1002, '主播甲')));
    act(() => clock.advance(ANCHOR_LIVE_SHOWN_MS - 1));
    expect(popups().map((p) => p.dataset.roomId)).toEqual(['1002']);
    act(() => clock.advance(1));
    expect(popups()).toHaveLength(0);
  });
});
