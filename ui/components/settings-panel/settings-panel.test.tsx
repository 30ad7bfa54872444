// @vitest-environment happy-dom
// The settings dialog over a fake engine: it shows the kept settings, each control writes its patch through
// EngineApi.setSettings, pushed changes show, and 恢复默认 writes the defaults [GN-6] [LS-5] [LS-10].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../engine/core';
import { DEFAULT_SETTINGS } from '../../../engine/core';
import type { LocalItems } from '../../../engine/worker/api';
import type { EngineClient } from '../../engine-client';
import { SettingsPanel } from './settings-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The worker's local items, as the page's Comlink remote answers them. */
function fakeEngine(start: Settings = DEFAULT_SETTINGS) {
  let items = { settings: start, homeNotice: '' } as unknown as LocalItems;
  const written: Partial<Settings>[] = [];
  const listeners = new Set<(items: LocalItems) => unknown>();
  const api = {
    localItems: async () => items,
    onLocalItems: async (listener: (items: LocalItems) => unknown) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    setSettings: async (patch: Partial<Settings>) => {
      written.push(patch);
      items = { ...items, settings: { ...items.settings, ...patch } };
      return items;
    },
  };
  const push = (settings: Settings) => {
    items = { ...items, settings };
    listeners.forEach((l) => l(items));
  };
  return { client: { api } as unknown as EngineClient, written, push, listeners };
}

async function render(client: EngineClient): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => { root!.render(<SettingsPanel engine={client} open onClose={() => {}} />); });
  return document.querySelector<HTMLElement>('[data-testid="settings-panel"]')!;
}

const section = (panel: HTMLElement, title: string) =>
  [...panel.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === title)!;
const switchIn = (scope: HTMLElement, label: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('[role="switch"]')].find((b) => document.getElementById(b.getAttribute('aria-labelledby')!)?.textContent === label)!;
const checkboxIn = (scope: HTMLElement, label: string) =>
  [...scope.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
const click = (el: HTMLElement) => act(async () => { el.click(); });

describe('SettingsPanel', () => {
  it('[GN-6] shows the kept settings and writes one switch as one patch', async () => {
    const engine = fakeEngine({ ...DEFAULT_SETTINGS, rankingShow: false });
    const panel = await render(engine.client);
    const ranking = switchIn(section(panel, '通用'), '排名');
    expect(ranking.getAttribute('aria-checked')).toBe('false');
    const cards = switchIn(section(panel, '足球'), '红黄牌');
    expect(cards.getAttribute('aria-checked')).toBe('true');
    await click(cards);
    expect(engine.written).toEqual([{ cardShow: false }]);
    expect(cards.getAttribute('aria-checked')).toBe('false');
  });

  it('[GN-6] the goal tips: football 进球提示, basketball 得分提示 (a basketball score is no goal)', async () => {
    const engine = fakeEngine();
    const panel = await render(engine.client);
    expect(switchIn(section(panel, '足球'), '进球提示')).toBeDefined();
    const basketballTip = switchIn(section(panel, '篮球'), '得分提示');
    expect(basketballTip).toBeDefined();
    expect(switchIn(section(panel, '篮球'), '进球提示')).toBeUndefined();
    await click(basketballTip);
    expect(engine.written).toEqual([{ basketballGoalTip: false }]);
  });

  it('[LS-10] unticking football 完场 writes the four football flags, 全部 unticks, basketball untouched', async () => {
    const engine = fakeEngine();
    const panel = await render(engine.client);
    await click(checkboxIn(section(panel, '足球'), '完场'));
    expect(engine.written).toEqual([{ allDisplayed: false, completed: false, InProgress: true, noStart: true }]);
    expect(checkboxIn(section(panel, '足球'), '全部').checked).toBe(false);
    expect(checkboxIn(section(panel, '篮球'), '完场').checked).toBe(true);
  });

  it('[LS-5] 倒序 writes sortDirection reverse; a change pushed by the engine shows; 恢复默认 writes the defaults', async () => {
    const engine = fakeEngine();
    const panel = await render(engine.client);
    const reverse = [...section(panel, '通用').querySelectorAll<HTMLButtonElement>('[role="radio"]')].find((b) => b.textContent === '倒序')!;
    await click(reverse);
    expect(engine.written).toEqual([{ sortDirection: 'reverse' }]);
    expect(reverse.getAttribute('aria-checked')).toBe('true');

    await act(async () => engine.push({ ...DEFAULT_SETTINGS, sortDirection: 'reverse', audioTip: false }));
    expect(switchIn(section(panel, '通用'), '声音').getAttribute('aria-checked')).toBe('false');

    const restore = [...panel.querySelectorAll('button')].find((b) => b.textContent === '恢复默认')!;
    await click(restore);
    expect(engine.written.at(-1)).toEqual(DEFAULT_SETTINGS);
    expect(switchIn(section(panel, '通用'), '声音').getAttribute('aria-checked')).toBe('true');
    expect(reverse.getAttribute('aria-checked')).toBe('false');
  });

  it('stops following the engine once closed', async () => {
    const engine = fakeEngine();
    await render(engine.client);
    expect(engine.listeners.size).toBe(1);
    act(() => root?.unmount());
    root = undefined;
    await act(async () => {});
    expect(engine.listeners.size).toBe(0);
  });
});
