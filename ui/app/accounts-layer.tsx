// What the accounts work adds to every page (SPEC.md §2, §8): the toasts — the HTTP client's sink and the
// product's messages — and the login dialog, which opens on the shell's login request. Both are portalled to
// <body>, beside the app, so a dialog can make the app inert while toasts stay readable above it.
import { FeedbackDialogHost } from '../components/feedback-dialog/feedback-dialog-host';
import { LoginDialogHost } from '../components/login-dialog/login-dialog-host';
import { ToastViewport } from '../components/toast/toast-viewport';

export function AccountsLayer() {
  return (
    <>
      <LoginDialogHost />
      <FeedbackDialogHost />
      <ToastViewport />
    </>
  );
}
