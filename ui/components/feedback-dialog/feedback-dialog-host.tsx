// Owns the feedback and complaint dialogs: opens them on the shell's { type: 'feedback' } / { type: 'complaint' }
// requests (the footer's 意见反馈 and 投诉, which ask for login first [FL-2]; a complaint may name an account).
// Logged out, a request opens the login dialog instead. Closed, the form is unmounted: the next one starts afresh.
import { useEffect, useLayoutEffect, useState } from 'react';
import { onShellRequest, requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { ModalDialog } from '../modal/modal-dialog';
import type { FeedbackKind } from './feedback-dialog';
import { FeedbackForm } from './feedback-dialog';

export function FeedbackDialogHost() {
  const [kind, setKind] = useState<FeedbackKind | null>(null);
  const session = useSession();
  const loggedIn = session.isLoggedIn;
  useLayoutEffect(() => onShellRequest((request) => {
    if (request.type !== 'feedback' && request.type !== 'complaint') return;
    if (!loggedIn) requestShell({ type: 'login' });
    else setKind(request);
  }), [loggedIn]);
  useEffect(() => { if (!loggedIn) setKind(null); }, [loggedIn]);
  const close = () => setKind(null);
  return (
    <ModalDialog open={kind !== null} onClose={close} title={kind?.type === 'complaint' ? '投诉' : '意见反馈'} width={560} testId="feedback-dialog" contentKey={kind?.type ?? ''}>
      {kind && <FeedbackForm key={kind.type} kind={kind} onDone={close} />}
    </ModalDialog>
  );
}
