// [SH-2] The logo returns home.
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../app/product';
import { LogoMark } from './logo-mark';
import styles from './site-logo.module.css';

export function SiteLogo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${PRODUCT_NAME} 首页`}>
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">{PRODUCT_NAME}</span>
    </Link>
  );
}
