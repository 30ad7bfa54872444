import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { MAX_TOASTS, TOAST_VISIBLE_MS, createToastStore } from './toast-store';

const texts = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((t) => `${t.kind}:${t.text}`);

describe('toasts', () => {
  it('[HT-3] [HT-4] shows errors, warnings and successes, each for its time', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const store = createToastStore(clock);
    store.error('服务器开小差了');
    store.warning('请求过于频繁，请稍后重试！');
    store.success('登录成功');
    expect(texts(store)).toEqual(['error:服务器开小差了', 'warning:请求过于频繁，请稍后重试！', 'success:登录成功']);
    clock.advance(TOAST_VISIBLE_MS.success);
    expect(texts(store)).toEqual(['error:服务器开小差了']);
    clock.advance(TOAST_VISIBLE_MS.error - TOAST_VISIBLE_MS.success);
    expect(texts(store)).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('the same message again restarts its time instead of stacking', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const store = createToastStore(clock);
    store.warning('请输入手机号后登录');
    clock.advance(2000);
    store.warning('请输入手机号后登录');
    expect(store.getSnapshot()).toHaveLength(1);
    clock.advance(2000);
    expect(store.getSnapshot()).toHaveLength(1);
    clock.advance(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps at most a few: the oldest give way', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const store = createToastStore(clock);
    for (let i = 0; i < MAX_TOASTS + 2; i++) store.error(`失败${i}`);
    expect(texts(store)).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `error:失败${i + 2}`));
    clock.advance(TOAST_VISIBLE_MS.error);
    expect(clock.pending).toBe(0);
  });

  it('dismisses on request and notifies subscribers', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const store = createToastStore(clock);
    let notified = 0;
    store.subscribe(() => { notified++; });
    const id = store.show('info', '提示');
    store.dismiss(id);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(notified).toBe(2);
    expect(clock.pending).toBe(0);
  });
});
