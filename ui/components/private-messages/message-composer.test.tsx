// @vitest-environment happy-dom
// The composer [PM-8]: 300 characters as the user counts them (SPEC.md §9), Enter sends, Shift+Enter and an input
// method's Enter do not; the draft clears only when the send went through. And the conversation's merge by msgId.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { button, settle } from '../test-support/dom';
import { MessageComposer } from './message-composer';
import { MessagesStore } from './messages-store';
import { mergeMessages } from './use-conversation';

let root: Root;
const textareaSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;

function mount(onSend: (text: string) => Promise<boolean>) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<MessageComposer onSend={onSend} />));
  const input = host.querySelector('textarea')!;
  const typeIn = (value: string) => act(() => {
    textareaSetter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const key = (init: KeyboardEventInit) => act(() => { input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init })); });
  return { host, input, typeIn, key };
}

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('message composer', () => {
  it('[PM-8] Enter sends the draft and clears it; Shift+Enter and composing do not send', async () => {
    const sent: string[] = [];
    const c = mount(async (t) => { sent.push(t); return true; });
    expect(document.activeElement).toBe(c.input);
    c.typeIn('你好 <img src=x onerror=alert(1)>');
    c.key({ shiftKey: true });
    c.key({ isComposing: true });
    expect(sent).toEqual([]);
    c.key({});
    await settle();
    expect(sent).toEqual(['你好 <img src=x onerror=alert(1)>']);
    expect(c.input.value).toBe('');
  });

  it('[PM-8] 300 characters counted as seen; over it the send is off; a refused send keeps the draft', async () => {
    const c = mount(async () => false);
    c.typeIn('⚽'.repeat(300));
    expect(c.host.querySelector('[data-testid="pm-count"]')!.textContent).toBe('300/300');
    expect(button(c.host, '发送').disabled).toBe(false);
    c.typeIn('⚽'.repeat(301));
    expect(c.host.querySelector('[data-testid="pm-count"]')!.textContent).toBe('301/300');
    expect(button(c.host, '发送').disabled).toBe(true);
    c.typeIn('   ');
    expect(button(c.host, '发送').disabled).toBe(true);
    c.typeIn('再试一次');
    c.key({});
    await settle();
    expect(c.input.value).toBe('再试一次');
  });
});

describe('conversation state', () => {
  const m = (msgId: number, text = `#${msgId}`) => ({ msgId, fromId: 1, toId: 2, text, ts: msgId });

  it('[PM-7] a message pushed and answered is held once, in id order', () => {
    expect(mergeMessages([m(3), m(5)], [m(4), m(5, '#5 again'), m(1)]).map((x) => x.text)).toEqual(['#1', '#3', '#4', '#5 again']);
  });

  it('[PM-7] the store keeps the unread total from the channel and from answers, and hands events on', () => {
    const store = new MessagesStore();
    const seen: string[] = [];
    let renders = 0;
    store.subscribe(() => renders++);
    store.onEvent((e) => seen.push(e.type));
    store.received({ type: 'subscribed', customerId: 7, unread: 2 });
    store.received({ type: 'message', message: m(9), unread: 3 });
    store.setUnread(0);
    store.setUnread(0);
    expect(store.getSnapshot()).toEqual({ customerId: 7, unread: 0 });
    expect(seen).toEqual(['subscribed', 'message']);
    expect(renders).toBe(3);
    store.reset();
    expect(store.getSnapshot()).toEqual({ customerId: 0, unread: 0 });
  });
});
