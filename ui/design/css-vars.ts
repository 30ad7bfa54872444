// The one bridge from data to CSS: values only known at run time (a scroll ratio, a badge colour) are handed to the
// stylesheet as custom properties, and the CSS module does the styling.
import type { CSSProperties } from 'react';

export function cssVars(vars: Readonly<Record<`--${string}`, string | number>>): CSSProperties {
  return vars as CSSProperties;
}
