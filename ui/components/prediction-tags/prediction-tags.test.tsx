// @vitest-environment happy-dom
import { act } from 'react';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PredictionTags } from './prediction-tags';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

function render(element: ReactElement): HTMLElement {
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

describe('prediction tags on a row', () => {
  it('[AN-2] [AN-3] [AN-5] the earned tags and figures; the dazzling variant marked', () => {
    const el = render(<PredictionTags data={{
      singleContinuousHitCount: 4, multiTag: { baseCount: 8, hitCount: 8, existCount: 1 },
      anchorPredictionData: { singleLatestHitRate: { rate: 66.66 }, multiMaxOdds: 12.5 },
    }} />);
    const tags = [...el.querySelectorAll('[data-tag]')].map((t) => [t.getAttribute('data-tag'), t.textContent]);
    expect(tags).toEqual([['streak', '4连红'], ['allHit', '8串全中']]);
    expect(el.querySelector('[data-tag="allHit"]')!.className).toMatch(/dazzling/);
    expect(el.textContent).toContain('近期命中 66.7%');
    expect(el.textContent).toContain('最高 12.5倍');
  });

  it('[AN-4] allow one miss; nothing at all without forecast data', () => {
    expect(render(<PredictionTags data={{ multiTag: { baseCount: 6, hitCount: 5, existCount: 2 } }} />).textContent).toBe('6中5');
    expect(render(<PredictionTags data={{ singleContinuousHitCount: 2 }} />).querySelector('[data-testid="prediction-tags"]')).toBeNull();
  });
});
