// Private messages (私信, issue #14): the conversation window and its host, the buttons that open it, the badge.
export { PrivateMessagesHost } from './private-messages-host';
export { PrivateMessageButton } from './private-message-button';
export { MessagesButton } from './messages-button';
export { ConversationWindow } from './conversation-window';
export { ConversationPane } from './conversation-pane';
export { messagesStore } from './messages-store';
