// A competition's logo, or its generated shield in the competition's own colour when the data has one.
import type { BadgeSize } from './name-badge';
import { NameBadge } from './name-badge';

export function CompetitionBadge(props: {
  readonly name: string;
  readonly logo?: string;
  readonly color?: string;
  readonly size?: BadgeSize;
  readonly decorative?: boolean;
}) {
  return <NameBadge {...props} shape="shield" />;
}
