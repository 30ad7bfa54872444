// Links into the 资料库 from elsewhere (the match lists, the match centre, the hover card): a competition, team or
// player name leads to its page when the data names its id, and stays plain text otherwise — so no link leads to
// a page that is not there. Same look as the text it replaces (the caller's class), underlined on hover.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { competitionPath, linkable, playerPath, teamPath } from './data-paths';
import styles from './data-links.module.css';

interface LinkProps {
  readonly sport: Sport;
  readonly id: number | undefined;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly title?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

function DataLink({ to, className = '', style, title, testId, children }: Omit<LinkProps, 'sport' | 'id'> & { readonly to: string | null }) {
  if (to === null) return <span className={className} style={style} title={title} data-testid={testId}>{children}</span>;
  return <Link to={to} className={`${className} ${styles.link}`} style={style} title={title} data-testid={testId} data-data-link="">{children}</Link>;
}

export const CompetitionLink = ({ sport, id, ...rest }: LinkProps) => <DataLink to={linkable(id) ? competitionPath(sport, id) : null} {...rest} />;
export const TeamLink = ({ sport, id, ...rest }: LinkProps) => <DataLink to={linkable(id) ? teamPath(sport, id) : null} {...rest} />;
export const PlayerLink = ({ sport, id, ...rest }: LinkProps) => <DataLink to={linkable(id) ? playerPath(sport, id) : null} {...rest} />;
