// The product mark: a ball on a play button, in the brand colour. Drawn, not an image file, so it is crisp at
// any size and needs no request.
import { useId } from 'react';

export function LogoMark({ size = 32 }: { readonly size?: number }) {
  const fillId = useId(); // the header and the footer both draw the mark: ids must not collide
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3d7bff" />
          <stop offset="1" stopColor="#1447d6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${fillId})`} />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M13.6 11.6 L21 16 L13.6 20.4 Z" fill="#fff" />
      <circle cx="25" cy="7" r="3" fill="#f03d3d" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
