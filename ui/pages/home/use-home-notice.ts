// Home's notice: the locally kept one at once (SPEC.md §3 "Locally kept": the engine's local items), then the
// dictionary's (/dict/getDictMap), which replaces it on screen and in the kept items. A failed call leaves the
// kept notice up, silently: a notice is not worth a toast.
import { useEffect, useState } from 'react';
import { callJson } from '../../api';
import { browserAccounts } from '../../accounts/browser-accounts';
import { pageEngine } from '../sport-list/live-list/page-engine';
import { HOME_DICT_TYPES, homeNoticeOf } from './home-notice';

export function useHomeNotice(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    let fetched = false;
    const engine = pageEngine();
    void engine.api.localItems().then((items) => {
      if (live && !fetched) setText(items.homeNotice);
    });
    void callJson(browserAccounts().api, '/dict/getDictMap', { types: [...HOME_DICT_TYPES] }, { silent: true }).then((outcome) => {
      const fresh = outcome.ok ? homeNoticeOf(outcome.data) : undefined;
      if (fresh === undefined) return;
      fetched = true;
      if (live) setText(fresh);
      void engine.api.setHomeNotice(fresh);
    });
    return () => { live = false; };
  }, []);
  return text;
}
