// The push address for OBS: 服务器 (rtmp://<host>:<port>/live) and 串流密钥 (`<roomId>-<secret>`), each copyable
// (复制成功 / 复制失败), and a new key on demand (the old one stops working at once).
import { COPY_FAILED, SUCCESS } from '../../accounts/account-messages';
import { useAccounts } from '../../accounts/use-accounts';
import { Icon } from '../../components/icon/icon';
import { copyText } from '../../components/user-menu/copy-text';
import styles from '../../anchors/anchor-page.module.css';
import type { PushKey } from '../../anchors/anchor-types';
import start from './anchor-start.module.css';

export function PushPanel({ pushKey, onRefresh, busy }: { readonly pushKey: PushKey; readonly onRefresh: () => void; readonly busy: boolean }) {
  const { toast } = useAccounts();
  const copy = async (text: string) => {
    if (await copyText(text, { clipboard: navigator.clipboard, document })) toast.success(SUCCESS.copied);
    else toast.error(COPY_FAILED);
  };
  const row = (label: string, value: string, testId: string) => (
    <div className={start.keyRow}>
      <span className={start.keyLabel}>{label}</span>
      <code className={start.keyValue} data-testid={testId} title={value}>{value}</code>
      <button type="button" className={styles.small} onClick={() => void copy(value)} aria-label={`复制${label}`}>
        <Icon name="copy" size={12} />复制
      </button>
    </div>
  );
  return (
    <section className={styles.card} aria-label="推流地址">
      <h2 className={styles.cardTitle}>
        推流地址
        <button type="button" className={styles.small} onClick={onRefresh} disabled={busy}><Icon name="refresh" size={12} />刷新密钥</button>
      </h2>
      {row('服务器', pushKey.pushServer, 'push-server')}
      {row('串流密钥', pushKey.streamKey, 'stream-key')}
      <ol className={styles.list}>
        <li>1. 打开 OBS，进入「设置 → 直播」，服务选择「自定义」。</li>
        <li>2. 将上方「服务器」填入 OBS 的服务器，「串流密钥」填入推流码。</li>
        <li>3. 点击 OBS 的「开始推流」，画面到达后本页显示「开播中」。</li>
        <li>串流密钥请勿外泄；刷新后旧密钥立即失效，OBS 需填入新密钥。</li>
      </ol>
    </section>
  );
}
