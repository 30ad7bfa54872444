// [SH-7, FM-6] The user code, copyable: 复制成功 / 复制失败.
import { COPY_FAILED, SUCCESS } from '../../accounts/account-messages';
import { useAccounts } from '../../accounts/use-accounts';
import { Icon } from '../icon/icon';
import { copyText } from './copy-text';
import styles from './user-menu.module.css';

export function CopyCodeButton({ code }: { readonly code: string }) {
  const { toast } = useAccounts();
  const copy = async () => {
    const copied = await copyText(code, { clipboard: navigator.clipboard, document });
    if (copied) toast.success(SUCCESS.copied);
    else toast.error(COPY_FAILED);
  };
  return (
    <button type="button" className={styles.code} onClick={() => void copy()} aria-label={`复制用户ID ${code}`}>
      <span>ID：{code}</span>
      <Icon name="copy" size={13} />
    </button>
  );
}
