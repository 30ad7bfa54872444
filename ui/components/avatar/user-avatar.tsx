// A user's avatar picture, or a round badge with the first character of the nickname.
import type { BadgeSize } from '../badge/name-badge';
import { NameBadge } from '../badge/name-badge';

export function UserAvatar({ nickname, avatar, size = 'md' }: { readonly nickname: string; readonly avatar?: string; readonly size?: BadgeSize }) {
  return <NameBadge name={nickname} logo={avatar || undefined} shape="circle" size={size} decorative />;
}
