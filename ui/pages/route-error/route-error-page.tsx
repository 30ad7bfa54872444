// A page that threw while rendering: the shell stays, the page area says so and offers a reload. The error goes to
// the console for the developer; the visitor sees no stack trace.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '../../components/feedback-state/error-state';
import styles from './route-error-page.module.css';

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('page failed', error), [error]);
  return (
    <div className={styles.page}>
      <ErrorState title="页面出错了" message="页面加载时遇到问题，请刷新重试" retryLabel="刷新页面" onRetry={() => window.location.reload()} />
    </div>
  );
}
