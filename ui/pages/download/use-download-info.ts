// The download page's and popup's data: the dictionary's QR codes and domains and the Android version (SPEC.md §7
// /v1/version/checkUpdate {platform Android}), both no-login calls, silent on failure (the shell's calls are
// silently ignored [HT-3]): the built-in QR codes stay, the version and addresses are left out.
import { useEffect, useState } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { AppVersion, DownloadCode } from './download-info';
import { DOWNLOAD_DICT_TYPES, appVersionOf, domainsOf, downloadCodesOf } from './download-info';

export interface DownloadInfo {
  readonly codes: readonly DownloadCode[];
  readonly domains: readonly string[];
  readonly version: AppVersion | undefined;
  /** Both answers are in (or failed). */
  readonly settled: boolean;
}

export function useDownloadInfo(): DownloadInfo {
  const accounts = useAccounts();
  const [info, setInfo] = useState<DownloadInfo>(() => ({
    codes: downloadCodesOf(undefined, window.location.origin), domains: [], version: undefined, settled: false,
  }));
  useEffect(() => {
    let live = true;
    const origin = window.location.origin;
    void Promise.all([
      callJson(accounts.api, '/dict/getDictMap', { types: [...DOWNLOAD_DICT_TYPES] }, { silent: true }),
      callJson(accounts.api, '/v1/version/checkUpdate', { platform: 'Android' }, { silent: true }),
    ]).then(([dict, version]) => {
      if (!live) return;
      setInfo({
        codes: downloadCodesOf(dict.ok ? dict.data : undefined, origin),
        domains: dict.ok ? domainsOf(dict.data) : [],
        version: version.ok ? appVersionOf(version.data) : undefined,
        settled: true,
      });
    });
    return () => { live = false; };
  }, [accounts]);
  return info;
}
