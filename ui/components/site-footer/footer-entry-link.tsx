// One footer entry: a page in a new tab, or a button asking the feature's owner to open it.
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
  const open = () => (entry.needsLogin ? requestWithLogin(entry.request, isLoggedIn) : requestShell(entry.request));
  return <button type="button" className={styles.entry} onClick={open}>{entry.label}</button>;
}
