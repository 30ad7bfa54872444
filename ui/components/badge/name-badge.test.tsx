// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeStyle } from '../../design/badge-style';
import { CompetitionBadge } from './competition-badge';
import { TeamBadge } from './team-badge';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('badge components', () => {
  it('without a logo, draws the generated badge with an accessible name', () => {
    const badge = render(<TeamBadge name="上海申花" />).querySelector('[role="img"]') as HTMLElement;
    expect(badge.getAttribute('aria-label')).toBe('上海申花');
    expect(badge.textContent).toBe('上');
    expect(badge.style.getPropertyValue('--badge-bg')).toBe(badgeStyle('上海申花').background);
  });

  it("a competition badge uses the competition's own colour", () => {
    const badge = render(<CompetitionBadge name="英超" color="#3d195b" />).querySelector('[role="img"]') as HTMLElement;
    expect(badge.style.getPropertyValue('--badge-bg')).toBe('#3d195b');
    expect(badge.style.getPropertyValue('--badge-fg')).toBe('#ffffff');
  });

  it('draws the generated badge until the logo has loaded, shows the logo then, and keeps the badge when it fails', () => {
    const container = render(<TeamBadge name="北京国安" logo="/logos/guoan.png" />);
    const badge = container.querySelector('[role="img"]') as HTMLElement;
    expect(badge.getAttribute('aria-label')).toBe('北京国安');
    expect(badge.textContent).toBe('北');
    const img = container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.className.includes('loaded')]).toEqual(['/logos/guoan.png', '', false]);
    act(() => img.dispatchEvent(new Event('load')));
    expect(container.querySelector('img')!.className).toContain('loaded');
    act(() => root!.render(<TeamBadge name="北京国安" logo="/logos/missing.png" />));
    const next = container.querySelector('img')!;
    expect(next.className.includes('loaded')).toBe(false);
    act(() => next.dispatchEvent(new Event('error')));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[role="img"]')?.textContent).toBe('北');
  });

  it('is hidden from screen readers when decorative (the name is printed beside it)', () => {
    const badge = render(<TeamBadge name="山东泰山" decorative />).firstElementChild as HTMLElement;
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.getAttribute('role')).toBeNull();
  });
});
