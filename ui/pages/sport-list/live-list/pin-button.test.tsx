// @vitest-environment happy-dom
// [LS-6] The row's pin control: offered only while showTop is on, 置顶 / 取消置顶 by the row's pinned field.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { PinService } from './pin-context';
import { PinContext } from './pin-context';
import { PinControl } from './pin-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(service: PinService | null, pinned: boolean): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<PinContext value={service}><PinControl id={7} sport="basketball" pinned={pinned} /></PinContext>));
  return container;
}

function service(showTop: boolean, calls: string[]): PinService {
  return {
    showTop,
    pin: async (sport, id) => { calls.push(`pin ${sport} ${id}`); },
    unpin: async (sport, id) => { calls.push(`unpin ${sport} ${id}`); },
  };
}

describe('PinControl', () => {
  it('[LS-6] with showTop on: 置顶 pins, 取消置顶 unpins', async () => {
    const calls: string[] = [];
    let button = render(service(true, calls), false).querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('置顶');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => { button.click(); });
    act(() => root?.unmount());
    button = render(service(true, calls), true).querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('取消置顶');
    await act(async () => { button.click(); });
    expect(calls).toEqual(['pin basketball 7', 'unpin basketball 7']);
  });

  it('[LS-6] with showTop off (or no page engine) there is no control; a pinned row keeps its 置顶 mark', () => {
    expect(render(service(false, []), false).innerHTML).toBe('');
    act(() => root?.unmount());
    const pinned = render(service(false, []), true);
    expect(pinned.querySelector('button')).toBeNull();
    expect(pinned.textContent).toBe('置顶');
    act(() => root?.unmount());
    expect(render(null, true).textContent).toBe('置顶');
  });
});
