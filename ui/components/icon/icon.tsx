// A decorative stroke icon: always aria-hidden, so the button or link around it carries the accessible name.
import type { IconName } from './icon-paths';
import { ICON_PATHS } from './icon-paths';

export function Icon({ name, size = 20, className }: { readonly name: IconName; readonly size?: number; readonly className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
