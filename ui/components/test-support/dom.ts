// Small DOM helpers for component tests in happy-dom (no testing library): type like a user, press buttons by
// their text, find fields by their label, let pending answers land.
import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Sets an input's value the way typing does, so React's onChange sees it. */
export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    valueSetter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The input a <label> (or aria-label) names, inside `root`. */
export function field(root: ParentNode, label: string): HTMLInputElement {
  for (const el of root.querySelectorAll<HTMLLabelElement>('label')) {
    if (el.textContent === label && el.htmlFor) {
      const input = root.querySelector<HTMLInputElement>(`[id="${el.htmlFor}"]`);
      if (input) return input;
    }
  }
  const labelled = root.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (labelled) return labelled;
  throw new Error(`no field labelled ${label}`);
}

export function button(root: ParentNode, text: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.trim() === text : text.test(b.textContent ?? ''));
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
}

export function click(el: HTMLElement): void {
  act(() => el.click());
}

/** Lets every answer in flight land and React render what follows. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
  }
}
