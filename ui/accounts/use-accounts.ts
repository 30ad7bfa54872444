// The accounts object for a component: the provider's, else the page's.
import { useContext } from 'react';
import type { Accounts } from './accounts';
import { AccountsContext } from './accounts-context';
import { browserAccounts } from './browser-accounts';

export function useAccounts(): Accounts {
  return useContext(AccountsContext) ?? browserAccounts();
}
