// A yes/no kept for the browser session (sessionStorage): the download banner's 关闭 and the home download popup's
// "already shown". Storage blocked (privacy settings): the flag is never set, so each shows again — harmless.
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): StorageLike | undefined => {
  try { return typeof sessionStorage === 'undefined' ? undefined : sessionStorage; } catch { return undefined; }
};

export function readSessionFlag(key: string, storage: StorageLike | undefined = sessionStore()): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string, storage: StorageLike | undefined = sessionStore()): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // blocked or full: not remembered
  }
}
