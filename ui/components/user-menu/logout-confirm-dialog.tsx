// [AU-9] An anchor who is live asks to log out: 结束直播 / 退出登录将会结束本场直播 / 确认结束 / 我再想想.
import { useId } from 'react';
import { END_LIVE_CONFIRM } from '../../accounts/account-messages';
import dialog from '../login-dialog/login-dialog.module.css';
import { ModalDialog } from '../modal/modal-dialog';

export interface LogoutConfirmDialogProps {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function LogoutConfirmDialog({ open, onConfirm, onCancel }: LogoutConfirmDialogProps) {
  const textId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} title={END_LIVE_CONFIRM.title} role="alertdialog" describedBy={textId} width={400} testId="end-live-dialog">
      <p id={textId} className={dialog.lead}>{END_LIVE_CONFIRM.text}</p>
      <div className={dialog.actions}>
        <button type="button" className={dialog.secondary} onClick={onCancel} data-autofocus>{END_LIVE_CONFIRM.cancel}</button>
        <button type="button" className={dialog.primary} onClick={onConfirm}>{END_LIVE_CONFIRM.confirm}</button>
      </div>
    </ModalDialog>
  );
}
