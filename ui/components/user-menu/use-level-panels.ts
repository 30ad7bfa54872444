// The dropdown's level panels [SH-7], loaded when it opens (experience changes; the tables do not, so they are
// kept): viewers /v1/personal/custom/level/info + /v1/tasks/levelinfo {1}; anchors
// /v1/personal/anchor/level/info + levelinfo {2} and {3}. Silent calls: a failure leaves the panels out [HT-3].
import { useEffect, useRef, useState } from 'react';
import type { LevelTable, LevelType } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import type { LevelPanelData } from './level-progress';
import { anchorLevelPanels, userLevelPanel } from './level-progress';

export function useLevelPanels(isAnchor: boolean, open: boolean): readonly LevelPanelData[] | undefined {
  const { calls } = useAccounts();
  const [panels, setPanels] = useState<readonly LevelPanelData[]>();
  const tables = useRef(new Map<LevelType, LevelTable>());

  useEffect(() => {
    if (!open) return;
    let current = true;
    const table = async (type: LevelType) => {
      const kept = tables.current.get(type);
      if (kept) return kept;
      const answer = await calls.levelTable(type);
      if (answer.ok) tables.current.set(type, answer.data);
      return answer.ok ? answer.data : undefined;
    };
    const load = async (): Promise<readonly LevelPanelData[] | undefined> => {
      if (isAnchor) {
        const [info, anchor, forecast] = await Promise.all([calls.anchorLevel(), table(2), table(3)]);
        return info.ok ? anchorLevelPanels(info.data, anchor, forecast) : undefined;
      }
      const [info, user] = await Promise.all([calls.userLevel(), table(1)]);
      return info.ok ? [userLevelPanel(info.data, user)] : undefined;
    };
    void load().then((loaded) => {
      if (current && loaded) setPanels(loaded);
    });
    return () => {
      current = false;
    };
  }, [calls, isAnchor, open]);

  return panels;
}
