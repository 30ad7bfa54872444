// @vitest-environment happy-dom
// What the page shows that changes with the clock alone, driven by a ManualScheduler as the app's clock and timers:
// the countdown runs down and goes at kick-off, a flag lasts until its moment and goes then — with nothing else
// rendering the component on the way.
import { act } from 'react';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { countdownText } from '../pages/match-centre/countdown';
import '../components/test-support/dom';
import { useBefore, useTickingNow } from './use-clock';

const START = 1_700_000_000_000;
let root: Root | undefined;
let host: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(element: ReactElement): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(element));
}

const advance = (clock: ManualScheduler, ms: number) => act(() => clock.advance(ms));

function Countdown({ kickOffMs, clock }: { readonly kickOffMs: number; readonly clock: ManualScheduler }) {
  const now = useTickingNow(true, clock, clock);
  const text = countdownText(kickOffMs, now);
  return <span>{text && `距开赛 ${text}`}</span>;
}

function Flag({ until, clock }: { readonly until: number; readonly clock: ManualScheduler }) {
  return <span>{useBefore(until, clock, clock) ? '禁言中' : ''}</span>;
}

describe('useTickingNow', () => {
  it('[MN-5] a countdown shows from 24 h before kick-off, runs each second, and goes at kick-off with no other render', () => {
    const clock = new ManualScheduler(START);
    const kickOffMs = START + 24 * 3600_000 + 2_000;
    mount(<Countdown kickOffMs={kickOffMs} clock={clock} />);
    expect(host.textContent).toBe('');
    advance(clock, 2_000);
    expect(host.textContent).toBe('');
    advance(clock, 1_000);
    expect(host.textContent).toBe('距开赛 23:59:59');
    advance(clock, 24 * 3600_000 - 3_000);
    expect(host.textContent).toBe('距开赛 00:00:02');
    advance(clock, 1_000);
    expect(host.textContent).toBe('距开赛 00:00:01');
    advance(clock, 1_000);
    expect(host.textContent).toBe('');
  });

  it('stands still and holds no timer while not ticking', () => {
    const clock = new ManualScheduler(START);
    function Still() {
      return <span>{useTickingNow(false, clock, clock)}</span>;
    }
    mount(<Still />);
    advance(clock, 5_000);
    expect(host.textContent).toBe(String(START));
    expect(clock.pending).toBe(0);
  });
});

describe('useBefore', () => {
  it('is true until its moment, then false by itself; a past or unset moment is false with no timer', () => {
    const clock = new ManualScheduler(START);
    mount(<Flag until={START + 600_000} clock={clock} />);
    expect(host.textContent).toBe('禁言中');
    advance(clock, 599_999);
    expect(host.textContent).toBe('禁言中');
    advance(clock, 1);
    expect(host.textContent).toBe('');
    expect(clock.pending).toBe(0);
    act(() => root!.render(<Flag until={0} clock={clock} />));
    expect(host.textContent).toBe('');
    expect(clock.pending).toBe(0);
  });

  it('a timer that fires before its moment (a real clock may) waits on', () => {
    const clock = new ManualScheduler(START);
    let timers = 0;
    const hasty = {
      now: () => clock.now(),
      setTimeout: (fn: () => void, ms: number) => clock.setTimeout(fn, timers++ === 0 ? ms - 10 : ms), // the first fires 10 ms early
      clearTimeout: (id: number | undefined) => clock.clearTimeout(id),
    };
    function Hasty() {
      return <span>{useBefore(START + 1_000, hasty, hasty) ? 'on' : 'off'}</span>;
    }
    mount(<Hasty />);
    advance(clock, 990);
    expect(host.textContent).toBe('on');
    expect(timers).toBe(2);
    advance(clock, 10);
    expect(host.textContent).toBe('off');
  });
});
