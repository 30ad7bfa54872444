// Private messages on every page: subscribes the logged-in user's channel (the badge and open conversations update
// live), and opens the conversation window on the shell's requests — 'private-message' (the room's info bar, the
// profile, search), 'messages' (the side panel's 私信) and 'customer-service' (客服: the staff account of
// /v1/staff/info). Guests never get here: the buttons ask for login first [FL-2].
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { onShellRequest } from '../../app/shell-requests';
import { callJson } from '../../api/calls';
import { liveEngine } from '../../live/live-engine';
import { useSession } from '../../session/use-session';
import { ConversationWindow } from './conversation-window';
import { messagesStore } from './messages-store';
import type { UserChannelPort } from './user-channel-port';
import { engineUserPort } from './user-channel-port';
import { useUserChannel } from './use-user-channel';

type Open = { readonly peerId: number | undefined } | undefined;

export function PrivateMessagesHost({ port }: { readonly port?: UserChannelPort }) {
  const accounts = useAccounts();
  const session = useSession(accounts.session);
  const me = session.isLoggedIn && session.user ? session.user.customerId ?? session.user.id : undefined;
  const channel = useMemo<UserChannelPort | null>(() => port ?? (() => { const c = liveEngine(); return c ? engineUserPort(c) : null; })(), [port]);
  const [open, setOpen] = useState<Open>(undefined);
  useUserChannel(channel, accounts, messagesStore, me);

  useLayoutEffect(() => onShellRequest((request) => {
    if (request.type === 'private-message') setOpen({ peerId: request.customerId });
    else if (request.type === 'messages') setOpen((o) => o ?? { peerId: undefined });
    else if (request.type === 'customer-service') {
      void callJson(accounts.api, '/v1/staff/info', {}).then((r) => { if (r.ok) setOpen({ peerId: r.data.customerId }); });
    }
  }), [accounts]);

  useEffect(() => { if (me === undefined) setOpen(undefined); }, [me]);

  if (!open || me === undefined) return null;
  return (
    <ConversationWindow accounts={accounts} store={messagesStore} me={me} peerId={open.peerId === me ? undefined : open.peerId}
      onPick={(peerId) => setOpen({ peerId })} onClose={() => setOpen(undefined)} />
  );
}
