// What the shell asks of features that are built elsewhere: the login dialog (accounts work), the search panel,
// feedback and complaint dialogs, agreement pages and customer service. The shell does not import those features;
// it dispatches one CustomEvent type on window and their owners listen — so a click is never lost, the shell never
// shows a fake dialog, and end-to-end tests can observe the request.

/** Link types of SPEC.md §3 "Link item": the agreement pages come from /v1/link/query. */
export const LINK_TYPE = { beginnerGuide: 1, liveAgreement: 3, userAgreement: 4, privacyPolicy: 5 } as const;
export type LinkType = (typeof LINK_TYPE)[keyof typeof LINK_TYPE];

export type ShellRequest =
  | { readonly type: 'login' }
  | { readonly type: 'search' }
  | { readonly type: 'feedback' }
  | { readonly type: 'complaint'; readonly customerId?: number; readonly targetName?: string } // no customerId: the platform
  | { readonly type: 'customer-service' }
  /** Private messages (ui/components/private-messages): a conversation with a user, or my conversations. */
  | { readonly type: 'private-message'; readonly customerId: number }
  | { readonly type: 'messages' }
  | { readonly type: 'link'; readonly linkType: LinkType };

export const SHELL_REQUEST_EVENT = 'qiusai:shell-request';

export function requestShell(request: ShellRequest, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<ShellRequest>(SHELL_REQUEST_EVENT, { detail: request }));
}

/** [FL-2] Feedback, complaint and the like need a logged-in user: logged out, the login dialog opens instead. */
export function requestWithLogin(request: ShellRequest, isLoggedIn: boolean, target: EventTarget = window): void {
  requestShell(isLoggedIn ? request : { type: 'login' }, target);
}

/**
 * Owners listen from a layout effect (useLayoutEffect), which runs before the browser first paints the buttons that
 * ask: from a passive effect, which runs after that paint, a click in between (a busy phone, a test's first
 * click) found no listener and was lost.
 */
export function onShellRequest(handler: (request: ShellRequest) => void, target: EventTarget = window): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShellRequest>).detail);
  target.addEventListener(SHELL_REQUEST_EVENT, listener);
  return () => target.removeEventListener(SHELL_REQUEST_EVENT, listener);
}
