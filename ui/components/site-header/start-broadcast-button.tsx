// [AN-7] 开播, or 开播中 while the anchor is live (it opens their own room). A certified anchor's 开播 opens
// /anchorStart in a new tab; anyone else gets their audit status: wait 后台正在审核中，请耐心等待～ (stays), reject
// 审核已被驳回～ (and the cancelReason) or never applied 认证成为主播后方可开播, both leading to /anchorCertification.
// Broadcasting needs an account: logged out, the login dialog opens.
import { useNavigate } from 'react-router-dom';
import { useAccounts } from '../../accounts/use-accounts';
import { requestShell } from '../../app/shell-requests';
import { anchorCalls } from '../../anchors/anchor-calls';
import { startBroadcastStep } from '../../anchors/audit-gate';
import { useAnchorLiving } from '../../anchors/use-anchor-living';
import { useSession } from '../../session/use-session';
import { Icon } from '../icon/icon';
import styles from './header-buttons.module.css';
import { openOwnTab } from '../../app/own-tab';

export function StartBroadcastButton() {
  const { isLoggedIn, user, anchorLiving } = useSession();
  const accounts = useAccounts();
  const navigate = useNavigate();
  const isAnchor = isLoggedIn && user?.isAnchor === 1;
  useAnchorLiving(accounts, isAnchor ? user.id : undefined);
  const living = isAnchor && anchorLiving && user.identifier !== null && user.identifier !== undefined;

  const start = async () => {
    if (!isLoggedIn) return requestShell({ type: 'login' });
    if (living) return navigate(`/liveRoom?roomId=${encodeURIComponent(user.identifier!)}`);
    // Opened at once, inside the click: a tab opened after an answer arrives is a pop-up browsers block.
    if (isAnchor) return openOwnTab('/anchorStart');
    const audit = await anchorCalls(accounts.api).auditState();
    if (!audit.ok) return undefined;
    const step = startBroadcastStep(audit.data.auditStatus, audit.data.cancelReason);
    for (const m of step.messages) accounts.toast[m.kind](m.text);
    if (step.go === 'certification') navigate('/anchorCertification');
    // Passed since this page loaded its user: the account is an anchor now.
    if (step.go === 'anchorStart') {
      void accounts.auth.loadUser();
      navigate('/anchorStart');
    }
    return undefined;
  };

  return (
    <button type="button" className={`${styles.broadcast} ${living ? styles.broadcastLive : ''}`} onClick={() => void start()} data-testid="start-broadcast">
      <Icon name="broadcast" size={16} />
      {living ? '开播中' : '开播'}
    </button>
  );
}
