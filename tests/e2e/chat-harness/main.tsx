// A test page, never in the product bundle: the product's ChatPanel for ?roomId=… on the page's engine, with the
// product's login dialog and toasts, until the live-room page (ui/pages/live-room/) mounts it. Built by
// chat.spec.ts with its own Vite config and served by a server of its own.
import '../../../ui/design/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAccounts } from '../../../ui/accounts/browser-accounts';
import { ChatPanel } from '../../../ui/components/chat-panel';
import { LoginDialogHost } from '../../../ui/components/login-dialog/login-dialog-host';
import { ToastViewport } from '../../../ui/components/toast/toast-viewport';
import styles from './harness.module.css';

startAccounts();
const roomId = Number(new URLSearchParams(location.search).get('roomId') ?? '880001');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className={styles.page}>
      <div className={styles.chat}><ChatPanel roomId={roomId} /></div>
    </main>
    <LoginDialogHost />
    <ToastViewport />
  </StrictMode>,
);
