// 开播提醒 / 已设提醒 on the profile of an anchor who is not live (/anchor/remind, contract/anchor-living.ts): the
// user is told when the anchor goes live (the go-live pop-up, [GN-7]), and a toast says the reminder is set or gone. A guest gets the login dialog [FL-2]; one's
// own profile has no button. Resolves the new state into the profile.
import { useState } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { REMIND_CLEARED, REMIND_SET } from '../../anchors/anchor-messages';
import { requestWithLogin } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';

export function RemindButton({ anchorId, reminded, className, onChange }: {
  readonly anchorId: number; readonly reminded: boolean; readonly className?: string; readonly onChange: (reminded: boolean) => void;
}) {
  const { api, toast } = useAccounts();
  const { isLoggedIn, user } = useSession();
  const [busy, setBusy] = useState(false);
  if (isLoggedIn && user && (user.customerId ?? user.id) === anchorId) return null;
  const press = async () => {
    if (!isLoggedIn) return requestWithLogin({ type: 'login' }, false);
    setBusy(true);
    const answer = await callJson(api, '/anchor/remind', { anchorId, status: reminded ? 2 : 1 });
    setBusy(false);
    if (!answer.ok) return; // the client toasts the server's message [HT-3]
    toast.success(answer.data.remind ? REMIND_SET : REMIND_CLEARED);
    onChange(answer.data.remind);
  };
  return (
    <button type="button" className={className} data-testid="anchor-remind" aria-pressed={reminded} disabled={busy} onClick={() => void press()}>
      {reminded ? '已设提醒' : '开播提醒'}
    </button>
  );
}
