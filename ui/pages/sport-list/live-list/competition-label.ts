// The competition's label in a list row: the data's colour behind it (the label's grey when it has none), and the
// text colour that reads on that colour at WCAG AA (white, or near-black on a light league colour).
import type { CSSProperties } from 'react';
import { textOnColour } from '../../../design/badge-style';
import { cssVars } from '../../../design/css-vars';

export function competitionLabelStyle(color: string): CSSProperties {
  return cssVars({ '--competition-color': color || 'var(--color-grey-500)', '--competition-fg': textOnColour(color) });
}
