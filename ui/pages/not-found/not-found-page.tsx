// Any path the app has no page for (yet): say so, and offer the way home and to the live lists.
import { Link, useLocation } from 'react-router-dom';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        4<span className={styles.ball} />4
      </p>
      <h1 className={styles.title} id="not-found-title">页面不存在</h1>
      <p className={styles.message}>
        您访问的页面 <code className={styles.path}>{pathname}</code> 不存在或已被移除
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>返回首页</Link>
        <Link to="/football" className={styles.secondary}>看足球直播</Link>
      </div>
    </section>
  );
}
