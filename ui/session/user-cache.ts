// The logged-in user kept locally beside the tokens (ui/api STORAGE_KEY.userInfo, which the client clears with
// them [HT-5]): a reload paints the header and passes the login guard [AU-11] at once, before
// /v1/customer/info answers.
import type { StorageLike } from '../api';
import { STORAGE_KEY } from '../api';
import { parseSessionUser } from './parse-session-user';
import type { SessionUser } from './session-store';

export interface UserCache {
  read(): SessionUser | undefined;
  write(user: SessionUser): void;
  clear(): void;
}

export function createUserCache(storage: StorageLike): UserCache {
  return {
    read() {
      try {
        const text = storage.getItem(STORAGE_KEY.userInfo);
        return text ? parseSessionUser(JSON.parse(text)) : undefined;
      } catch {
        return undefined; // unreadable: /v1/customer/info will answer
      }
    },
    write(user) {
      try {
        storage.setItem(STORAGE_KEY.userInfo, JSON.stringify(user));
      } catch {
        // storage full or blocked: the next load asks the server
      }
    },
    clear: () => storage.removeItem(STORAGE_KEY.userInfo),
  };
}
