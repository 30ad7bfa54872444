// The site footer: the product, help and about columns, and the app QR codes (SPEC.md §2 "Footer"). It also hosts
// the answer to the shell's link requests (LinkDocumentHost: its own entries' and the login dialog's agreements),
// the footer being on every page of the shell.
import { shanghaiDate } from '../../../engine/core';
import { PRODUCT_NAME, PRODUCT_SLOGAN } from '../../app/product';
import { useScheduler } from '../../time/scheduler-context';
import { AppDownloadCodes } from '../qr-code/app-download-codes';
import { LogoMark } from '../site-header/logo-mark';
import { FooterEntryLink } from './footer-entry-link';
import { FOOTER_COLUMNS } from './footer-links';
import { LinkDocumentHost } from './link-document-host';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const year = shanghaiDate(useScheduler().now()).slice(0, 4); // the Beijing day's year [LS-2]
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.brand} aria-label={PRODUCT_NAME}>
          <p className={styles.brandName}>
            <LogoMark size={28} />
            {PRODUCT_NAME}
          </p>
          <p className={styles.slogan}>{PRODUCT_SLOGAN}</p>
          <p className={styles.note}>全球足球、篮球赛事实时比分推送，主播陪你看球。</p>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.entries}>
              {column.entries.map((entry) => (
                <li key={entry.label}><FooterEntryLink entry={entry} /></li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={styles.download} aria-labelledby="footer-download-title">
          <h2 className={styles.columnTitle} id="footer-download-title">下载 {PRODUCT_NAME} App</h2>
          <AppDownloadCodes size={96} />
        </section>
      </div>
      <LinkDocumentHost />
      <div className={styles.bottom}>
        <p className={styles.copyright}>© {year} {PRODUCT_NAME} 版权所有 · 赛事数据仅供参考</p>
      </div>
    </footer>
  );
}
