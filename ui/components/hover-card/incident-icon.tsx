// Small drawn marks for the timeline [LS-14]: a ball for goals (red for an own goal, P for a penalty), cards in
// their colours, green/red arrows for a substitution. Decorative: the item's label names the event.
import type { TimelineKind } from './timeline-items';
import styles from './hover-card.module.css';

function Ball({ tone, letter }: { readonly tone: string; readonly letter?: string }) {
  return (
    <>
      <circle cx="8" cy="8" r="6.2" className={tone} fill="none" strokeWidth="1.6" />
      {letter ? <text x="8" y="11" textAnchor="middle" fontSize="8" className={styles.iconLetter}>{letter}</text> : <path d="M8 4.6l3 2.2-1.1 3.5H6.1L5 6.8z" className={tone} />}
    </>
  );
}

function Marks({ kind }: { readonly kind: TimelineKind }) {
  switch (kind) {
    case 'goal': return <Ball tone={styles.iconGoal} />;
    case 'penalty': return <Ball tone={styles.iconGoal} letter="P" />;
    case 'own-goal': return <Ball tone={styles.iconRed} />;
    case 'penalty-missed': return <><Ball tone={styles.iconMuted} /><path d="M3 3l10 10" className={styles.iconRed} strokeWidth="1.6" /></>;
    case 'yellow': return <rect x="4" y="2" width="8" height="12" rx="1.5" className={styles.iconYellow} />;
    case 'red': return <rect x="4" y="2" width="8" height="12" rx="1.5" className={styles.iconRed} />;
    case 'second-yellow': return <><rect x="2.5" y="1.5" width="7.5" height="11" rx="1.5" className={styles.iconYellow} /><rect x="6" y="3.5" width="7.5" height="11" rx="1.5" className={styles.iconRed} /></>;
    case 'sub': return <><path d="M5 13V4M2 6.5L5 3.5l3 3" className={styles.iconGoal} fill="none" strokeWidth="1.6" /><path d="M11 3v9M8 9.5l3 3 3-3" className={styles.iconRed} fill="none" strokeWidth="1.6" /></>;
    case 'text': return <circle cx="8" cy="8" r="3" className={styles.iconMuted} />;
  }
}

export function IncidentIcon({ kind }: { readonly kind: TimelineKind }) {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-kind={kind}>
      <Marks kind={kind} />
    </svg>
  );
}
