// One footer entry: a document in a new tab, a page of the app, or a button asking the feature's owner to open it.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestShell, requestWithLogin } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import type { FooterEntry } from './footer-links';
import styles from './site-footer.module.css';

export function FooterEntryLink({ entry }: { readonly entry: FooterEntry }) {
  const { isLoggedIn } = useSession();
  if (entry.kind === 'external') {
    return (
      <a className={styles.entry} href={entry.href} target="_blank" rel="noopener noreferrer">
        {entry.label}
        <span className="visually-hidden">（在新标签页打开）</span>
      </a>
    );
  }
  if (entry.kind === 'page') {
    // Logged out, a login-only page would send the visitor home [AU-11]: the login dialog opens instead [FL-2].
    const guard = (event: MouseEvent) => {
      if (entry.needsLogin && !isLoggedIn) {
        event.preventDefault();
        requestShell({ type: 'login' });
      }
    };
    return <Link className={styles.entry} to={entry.to} onClick={guard}>{entry.label}</Link>;
  }
  const open = () => (entry.needsLogin ? requestWithLogin(entry.request, isLoggedIn) : requestShell(entry.request));
  return <button type="button" className={styles.entry} onClick={open}>{entry.label}</button>;
}
