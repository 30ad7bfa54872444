// The band at the top of a list page: the page's heading, a line about it, and room on the right (today's counts).
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export type PageTone = 'football' | 'basketball' | 'scores';

export function PageHeader({ title, description, tone, aside }: {
  readonly title: string;
  readonly description: string;
  readonly tone: PageTone;
  readonly aside?: ReactNode;
}) {
  return (
    <div className={`${styles.band} ${styles[tone]}`}>
      <div className={styles.inner}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
