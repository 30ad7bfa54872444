// A team's logo, or its generated round badge.
import type { BadgeSize } from './name-badge';
import { NameBadge } from './name-badge';

export function TeamBadge(props: { readonly name: string; readonly logo?: string; readonly size?: BadgeSize; readonly decorative?: boolean }) {
  return <NameBadge {...props} shape="circle" />;
}
