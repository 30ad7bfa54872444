// @vitest-environment happy-dom
// The notice banner: nothing without a notice; the text once for assistive technology (the loop's second copy is
// hidden), in a focusable region so keyboard users can pause it.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeBanner } from './notice-banner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render(text: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<NoticeBanner text={text} label="首页公告" />));
  return host;
}

describe('NoticeBanner', () => {
  it('renders nothing without a notice', () => {
    expect(render('').innerHTML).toBe('');
  });

  it('a labelled, focusable region; the repeat copy is hidden from assistive technology', () => {
    const host = render('今晚欧冠直播');
    const region = host.querySelector('section')!;
    expect(region.getAttribute('aria-label')).toBe('首页公告');
    expect(region.tabIndex).toBe(0);
    const copies = [...region.querySelectorAll('span')].filter((s) => s.textContent === '今晚欧冠直播');
    expect(copies).toHaveLength(2);
    expect(copies.filter((s) => s.getAttribute('aria-hidden') === 'true')).toHaveLength(1);
  });
});
