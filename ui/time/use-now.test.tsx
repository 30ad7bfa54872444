// @vitest-environment happy-dom
// The page's time in components: what the SchedulerProvider gives (a ManualScheduler here), read again every tick
// while ticking, still otherwise, and the interval gone when the component is.
import { act, useState } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import '../components/test-support/dom';
import { SchedulerProvider } from './scheduler-context';
import { useNow } from './use-now';

const T0 = 1_700_000_000_000;
let root: Root | undefined;
let toggle: (on: boolean) => void = () => {};

function Clock() {
  const [ticking, setTicking] = useState(true);
  toggle = setTicking;
  return <output>{useNow(1000, ticking) - T0}</output>;
}

function render(clock: ManualScheduler): () => string {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<SchedulerProvider scheduler={clock}><Clock /></SchedulerProvider>));
  return () => container.textContent ?? '';
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useNow', () => {
  it('reads the given scheduler every tick while ticking, is still while not, and stops with the component', () => {
    const clock = new ManualScheduler(T0);
    const text = render(clock);
    expect(text()).toBe('0');
    act(() => clock.advance(999));
    expect(text()).toBe('0');
    act(() => clock.advance(1));
    expect(text()).toBe('1000');
    act(() => toggle(false));
    act(() => clock.advance(5_000));
    expect(text()).toBe('1000');
    expect(clock.pending).toBe(0);
    act(() => toggle(true)); // read again at once when it ticks again
    expect(text()).toBe('6000');
    act(() => root!.unmount());
    root = undefined;
    expect(clock.pending).toBe(0);
  });
});
