// The player's own control icons (stroke, 24 × 24 like components/icon): decorative, the buttons carry the names.
const PATHS = {
  volume: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z M15.5 9a4 4 0 0 1 0 6 M18 6.5a7.5 7.5 0 0 1 0 11',
  muted: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z M16 9.5l5 5 M21 9.5l-5 5',
  fullscreen: 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4 M20 9h-5V4 M15 20v-5h5 M4 15h5v5',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name }: { readonly name: PlayerIconName }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
