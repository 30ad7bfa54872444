// The element's top in the document (its viewport top + scrollY), kept current: the window virtualiser's scrollMargin.
// Measured at mount, then again whenever the page's layout may have moved it — a ResizeObserver on the element and
// on <body>, which grows when something above the list (the recommendation carousel, loaded after the list) does.
import type { RefObject } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  const last = useRef(offset);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Whole pixels, and a render only when the offset moved: the callbacks also come when nothing above did.
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (top === last.current) return;
      last.current = top;
      setOffset(top);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
