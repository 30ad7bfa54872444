export * from './types';
export * from './chat-list';
