// Which accounts object React components use: the page's (browser-accounts.ts) unless a provider says otherwise
// (component tests over a FakeApi).
import { createContext } from 'react';
import type { Accounts } from './accounts';

export const AccountsContext = createContext<Accounts | undefined>(undefined);
