// A white card with a titled header row (title left, tools right) and a body.
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './section-card.module.css';

export function SectionCard({ title, tools, children, className = '' }: {
  readonly title: string;
  readonly tools?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const titleId = useId();
  return (
    <section className={`${styles.card} ${className}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>{title}</h2>
        {tools && <div className={styles.tools}>{tools}</div>}
      </header>
      {children}
    </section>
  );
}
