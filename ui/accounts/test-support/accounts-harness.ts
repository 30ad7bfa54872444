// Accounts over a scripted /api (ui/api's FakeApi) with a hand-driven clock, recording what the user would see:
// toasts by kind, page reloads, competition reloads.
import type { UserInfo } from '../../../contract';
import { MemoryStorage } from '../../api';
import { cryptoJsCipher } from '../../api/envelope-crypto-js';
import { FakeApi } from '../../api/test-support/fake-api';
import type { ToastKind, Toaster } from '../../components/toast/toast-store';
import type { Sport } from '../../../engine/core';
import { createSessionStore } from '../../session/session-store';
import type { Accounts } from '../accounts';
import { createAccounts } from '../accounts';
import { ManualScheduler } from '../../../engine/time';

export interface AccountsHarness {
  readonly api: FakeApi;
  readonly accounts: Accounts;
  readonly storage: MemoryStorage;
  readonly clock: ManualScheduler;
  readonly toasts: { kind: ToastKind; text: string }[];
  readonly reloads: { count: number };
  readonly competitionReloads: (readonly Sport[])[];
  pathname: string;
}

export function accountsHarness(options: { storage?: MemoryStorage; api?: FakeApi } = {}): AccountsHarness {
  const api = options.api ?? new FakeApi();
  const storage = options.storage ?? new MemoryStorage();
  const clock = new ManualScheduler(1_700_000_000_000);
  const toasts: { kind: ToastKind; text: string }[] = [];
  const record = (kind: ToastKind) => (text: string) => void toasts.push({ kind, text });
  const toast: Toaster = { success: record('success'), error: record('error'), warning: record('warning'), info: record('info') };
  const reloads = { count: 0 };
  const competitionReloads: (readonly Sport[])[] = [];
  const h: AccountsHarness = {
    api, storage, clock, toasts, reloads, competitionReloads, pathname: '/',
    accounts: undefined as unknown as Accounts,
  };
  (h as { accounts: Accounts }).accounts = createAccounts({
    fetch: api.fetch, base: api.base, storage, clock, timers: clock, toast, session: createSessionStore(),
    reload: () => { reloads.count++; }, newId: () => 'web-test', bk: 'test',
    reloadCompetitions: (sports) => void competitionReloads.push(sports), pathname: () => h.pathname,
    cipher: cryptoJsCipher, // answers settle in the turn they come (HttpClientDeps.cipher)
  });
  return h;
}

/** The demo user of these tests, as /v1/customer/info answers (the contract's UserInfo). */
export const VIEWER_INFO: UserInfo = {
  id: 20001, customerId: 20001, nickname: '球迷小王', avatar: '', isAnchor: 0, identifier: null, userCode: 'QS20001',
  followToCount: 5, followFromCount: 0, level: 3, levelTxt: 'LV3', exp: 350, gender: 0, description: '', phone: '138****0001', hasPassword: false,
};

export const ANCHOR_INFO: UserInfo = {
  id: 10001, customerId: 10001, nickname: '老张说球', avatar: '', isAnchor: 1, identifier: 880001, userCode: 'QS10001',
  followToCount: 2, followFromCount: 128, level: 5, levelTxt: 'LV5', exp: 1200, gender: 1, description: '每晚陪你看球', phone: '139****0002', hasPassword: true,
};
