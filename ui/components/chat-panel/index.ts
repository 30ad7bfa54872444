export { ChatPanel } from './chat-panel';
export type { ChatPanelProps } from './chat-panel';
export type { ChatRoomPort } from './chat-room-port';
