// [SH-2] How far the header has turned from transparent (0) to white (1). Where the header is not transparent at
// the top (every page but home) it is always 1.
import { useSyncExternalStore } from 'react';
import { headerProgress } from '../components/site-header/header-progress';
import { subscribeWindowScroll } from './window-scroll';

export function useHeaderProgress(transparentAtTop: boolean): number {
  return useSyncExternalStore(
    subscribeWindowScroll,
    () => (transparentAtTop ? headerProgress(window.scrollY) : 1),
    () => (transparentAtTop ? 0 : 1),
  );
}
