// 私信 to a user (the room's info bar, the anchor profile, the search panel's anchor row): opens the conversation
// window; a guest gets the login dialog (SPEC.md §6) [FL-2].
import { requestWithLogin } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';

export function PrivateMessageButton({ customerId, className, testId = 'private-message' }: {
  readonly customerId: number; readonly className?: string; readonly testId?: string;
}) {
  const { isLoggedIn } = useSession();
  return (
    <button type="button" className={className} data-testid={testId}
      onClick={() => requestWithLogin({ type: 'private-message', customerId }, isLoggedIn)}>
      私信
    </button>
  );
}
