// @vitest-environment happy-dom
// The chat panel over a fake room port: messages are text whatever they hold, guests get the login prompt, the
// counter counts characters, sends go through the port with the session's token, refusals show, admins get the menu,
// and a mute shows until its end on the app's clock.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ChatSendAnswer, RoomEvent } from '../../../engine/worker/api';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness, VIEWER_INFO } from '../../accounts/test-support/accounts-harness';
import { SHELL_REQUEST_EVENT } from '../../app/shell-requests';
import { SchedulerProvider } from '../../time/scheduler-context';
import { button, type } from '../test-support/dom';
import { ChatPanel } from './chat-panel';
import type { ChatRoomPort } from './chat-room-port';

const ROOM = 880001;
const self = { customerId: 0, admin: false, owner: false, mutedUntil: 0 };
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';

function fakePort() {
  const joins: { roomId: number; token: string }[] = [];
  const sends: { roomId: number; text: string; token: string }[] = [];
  let emit: (e: RoomEvent) => void = () => {};
  const port: ChatRoomPort = {
    async joinRoom(roomId, token, onEvent) { joins.push({ roomId, token }); emit = onEvent; return () => {}; },
    async sendChat(roomId, text, token): Promise<ChatSendAnswer> { sends.push({ roomId, text, token }); return { ok: true, clientMsgId: 'c1' }; },
  };
  return { port, joins, sends, emit: (e: RoomEvent) => act(() => emit(e)) };
}

async function mount(port: ChatRoomPort, loggedIn: boolean) {
  const h = accountsHarness();
  if (loggedIn) {
    h.api.on('/v1/customer/info', () => h.api.ok(VIEWER_INFO));
    await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<SchedulerProvider scheduler={h.clock}><AccountsContext.Provider value={h.accounts}><ChatPanel roomId={ROOM} port={port} /></AccountsContext.Provider></SchedulerProvider>));
  return { host, h };
}

const message = (msgId: number, text: string, customerId = 20002) => ({
  type: 'message' as const, message: { msgId, roomId: ROOM, customerId, nickname: '<b>昵称</b>', level: 5, text, ts: 0, clientMsgId: '' },
});

describe('ChatPanel', () => {
  it('renders markup in messages as text; a guest reads and is offered the login dialog', async () => {
    const f = fakePort();
    const { host } = await mount(f.port, false);
    expect(f.joins).toEqual([{ roomId: ROOM, token: '' }]);
    f.emit({ type: 'joined', roomId: ROOM, history: [message(1, XSS).message], audience: 12, self });
    f.emit(message(2, '好球'));
    expect([...host.querySelectorAll('[data-testid="chat-text"]')].map((e) => e.textContent)).toEqual([XSS, '好球']);
    expect(host.querySelector('img, script, b')).toBeNull();
    expect(host.querySelector('[data-testid="chat-audience"]')!.textContent).toBe('聊天室12人在线');
    expect(host.querySelector('input')).toBeNull();
    const requests: unknown[] = [];
    window.addEventListener(SHELL_REQUEST_EVENT, (e) => requests.push((e as CustomEvent).detail));
    act(() => button(host, '登录').click());
    expect(requests).toEqual([{ type: 'login' }]);
  });

  it('a logged-in user writes with the session token; the counter counts characters; refusals show', async () => {
    const f = fakePort();
    const { host } = await mount(f.port, true);
    expect(f.joins.at(-1)).toEqual({ roomId: ROOM, token: 'A1' });
    f.emit({ type: 'joined', roomId: ROOM, history: [], audience: 1, self: { ...self, customerId: 20001 } });
    const input = host.querySelector<HTMLInputElement>('[data-testid="chat-input"]')!;
    type(input, '😀'.repeat(301));
    expect(host.querySelector('[data-testid="chat-counter"]')!.textContent).toBe('301/300');
    expect(button(host, '发送').disabled).toBe(true);
    type(input, '你好');
    await act(async () => button(host, '发送').click());
    expect(f.sends).toEqual([{ roomId: ROOM, text: '你好', token: 'A1' }]);
    expect(input.value).toBe('');
    f.emit({ type: 'notice', roomId: ROOM, kind: 'rateLimited', until: 0, clientMsgId: 'c1' });
    expect(host.querySelector('[data-testid="chat-notice"]')!.textContent).toBe('发言太频繁，请稍后再试');
    f.emit({ type: 'notice', roomId: ROOM, kind: 'kicked', until: 0, clientMsgId: '' });
    expect(host.textContent).toContain('您已被踢出直播间');
  });

  it('a room that does not exist says so in place of 正在进入聊天室…, and the input is off; chat off on the server likewise', async () => {
    const f = fakePort();
    const { host } = await mount(f.port, true);
    expect(host.textContent).toContain('正在进入聊天室…');
    f.emit({ type: 'notice', roomId: ROOM, kind: 'notFound', until: 0, clientMsgId: '' });
    expect(host.querySelector('[data-testid="chat-refused"]')!.textContent).toBe('直播间不存在，无法进入聊天室');
    expect(host.textContent).not.toContain('正在进入聊天室…');
    expect(host.querySelector('[data-testid="chat-notice"]')).toBeNull();
    expect(host.querySelector<HTMLInputElement>('[data-testid="chat-input"]')!.disabled).toBe(true);
    const off = fakePort();
    const other = await mount(off.port, false);
    off.emit({ type: 'notice', roomId: ROOM, kind: 'unavailable', until: 0, clientMsgId: '' });
    expect(other.host.querySelector('[data-testid="chat-refused"]')!.textContent).toBe('聊天暂不可用，请稍后再试');
    expect(other.host.textContent).not.toContain('正在进入聊天室…');
  });

  it('a join past the connection\'s room cap says to close other rooms; the join that follows a free place clears it', async () => {
    const f = fakePort();
    const { host } = await mount(f.port, false);
    f.emit({ type: 'notice', roomId: ROOM, kind: 'tooManyRooms', until: 0, clientMsgId: '' });
    expect(host.querySelector('[data-testid="chat-refused"]')!.textContent).toBe('打开的直播间太多，关闭其他直播间后即可进入聊天室');
    expect(host.querySelector('[data-testid="chat-notice"]')).toBeNull();
    f.emit({ type: 'joined', roomId: ROOM, history: [], audience: 1, self });
    expect(host.querySelector('[data-testid="chat-refused"]')).toBeNull();
  });

  it('the room\'s admins get kick, mute and remove on others\' messages, not on their own', async () => {
    const f = fakePort();
    const { host, h } = await mount(f.port, true);
    f.emit({ type: 'joined', roomId: ROOM, history: [message(1, '别人的').message, message(2, '我的', 20001).message], audience: 2, self: { ...self, customerId: 20001, admin: true } });
    const menus = host.querySelectorAll('[aria-haspopup="menu"]');
    expect(menus).toHaveLength(1);
    h.api.on('/v1/living/muteCustomer', () => h.api.ok({ roomId: ROOM, customerId: 20002, mutedUntil: 1 }));
    act(() => (menus[0] as HTMLButtonElement).click());
    expect([...host.querySelectorAll('[role="menuitem"]')].map((b) => b.textContent)).toEqual(['踢出直播间', '禁言10分钟', '删除消息']);
    await act(async () => button(host, '禁言10分钟').click());
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    expect(JSON.parse(h.api.seen.at(-1)!.body!)).toEqual({ roomId: ROOM, customerId: 20002, minutes: 10 });
  });

  it('a mute says so in the input until its end on the app clock, and stops saying it then with no room event', async () => {
    const f = fakePort();
    const { host, h } = await mount(f.port, true);
    const until = h.clock.now() + 10 * 60_000;
    f.emit({ type: 'joined', roomId: ROOM, history: [], audience: 1, self: { ...self, customerId: 20001, mutedUntil: until } });
    const input = () => host.querySelector<HTMLInputElement>('[data-testid="chat-input"]')!;
    expect(input().placeholder).toBe('您已被禁言');
    act(() => h.clock.advance(10 * 60_000 - 1));
    expect(input().placeholder).toBe('您已被禁言');
    act(() => h.clock.advance(1));
    expect(input().placeholder).toBe('说点什么吧～');
  });
});
