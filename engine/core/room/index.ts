export * from './types';
export * from './chat-list';
export * from './user-channel';
