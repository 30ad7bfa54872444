// The centred content column shared by the shell and every page.
import type { ReactNode } from 'react';
import styles from '../../design/layout.module.css';

export function Container({ children, className = '' }: { readonly children: ReactNode; readonly className?: string }) {
  return <div className={`${styles.container} ${className}`}>{children}</div>;
}
