// The card that holds a match list: its toolbar of tabs, the date strip of the day views, and the list panel the
// tabs control.
import type { ReactNode } from 'react';
import { DateStrip } from '../../components/date-strip/date-strip';
import type { DayOption } from '../../components/date-strip/week-days';
import styles from './sport-list-page.module.css';

export interface ListCardProps {
  readonly label: string;
  readonly toolbar: ReactNode;
  readonly panelId: string;
  readonly panelLabel: string;
  readonly days: readonly DayOption[];
  readonly day: string | undefined;
  readonly onDay: (key: string) => void;
  readonly children: ReactNode;
}

export function ListCard({ label, toolbar, panelId, panelLabel, days, day, onDay, children }: ListCardProps) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.toolbar}>{toolbar}</div>
      {day !== undefined && (
        <div className={styles.dates}>
          <DateStrip days={days} selected={day} onSelect={onDay} controls={panelId} />
        </div>
      )}
      <div id={panelId} role="tabpanel" aria-label={panelLabel} className={styles.panel}>
        {children}
      </div>
    </section>
  );
}
