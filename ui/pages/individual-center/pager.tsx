// 上一页 / 下一页 under a paged list, with where it stands; nothing when everything fits on one page.
import type { PageState } from './use-page';
import styles from './individual-center.module.css';

export function Pager({ page, total, pageSize }: { readonly page: PageState; readonly total: number; readonly pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <div className={styles.levelFoot}>
      <span>第 {page.pageNum} / {pages} 页，共 {total} 条</span>
      <span className={styles.cardActions}>
        <button type="button" className={styles.secondary} disabled={page.pageNum <= 1} onClick={() => page.go(page.pageNum - 1)}>上一页</button>
        <button type="button" className={styles.secondary} disabled={page.pageNum >= pages} onClick={() => page.go(page.pageNum + 1)}>下一页</button>
      </span>
    </div>
  );
}
