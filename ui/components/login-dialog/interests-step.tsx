// Step 4 [AU-1, AU-6]: tabs 足球 / 篮球 / 游戏, hot competitions and hot teams as tags; at least one
// (请选择喜好) and at most 10 (最多只能选择10个). 跳过 or 完成 (/v1/customer/interest/save) close the dialog.
import { useEffect, useId, useState } from 'react';
import type { InterestOption } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';
import { TabBar } from '../tab-bar/tab-bar';
import type { InterestSelection } from './interest-selection';
import { MAX_INTERESTS, initialSelection, interestsToSave, toggleInterest } from './interest-selection';
import { InterestTagGroup } from './interest-tag-group';
import styles from './interests-step.module.css';
import dialog from './login-dialog.module.css';
import { useInterestGroups } from './use-interest-groups';
import { usePendingAction } from './use-pending-action';

export function InterestsStep({ onDone }: { readonly onDone: (how: 'interestsSaved' | 'skipInterests') => void }) {
  const { calls, toast } = useAccounts();
  const { state, retry } = useInterestGroups();
  const [selection, setSelection] = useState<InterestSelection>(new Map());
  const [scope, setScope] = useState('');
  const { pending, run } = usePendingAction();
  const panelId = useId();

  useEffect(() => {
    if (state.status !== 'ready') return;
    setSelection(initialSelection(state.groups));
    setScope(String(state.groups[0]?.scope ?? ''));
  }, [state]);

  const toggle = (option: InterestOption) => {
    const result = toggleInterest(selection, option);
    if (result.ok) setSelection(result.selection);
    else toast.warning(result.message);
  };

  const save = () => void run(async () => {
    const body = interestsToSave(selection);
    if (!body.ok) {
      toast.warning(body.message);
      return;
    }
    if ((await calls.saveInterests(body.interests)).ok) onDone('interestsSaved');
  });

  const groups = state.status === 'ready' ? state.groups : [];
  const group = groups.find((g) => String(g.scope) === scope);
  return (
    <div className={dialog.form} data-testid="interests-step">
      <p className={dialog.lead}>选择你关注的赛事和球队，我们会为你推荐相关的比赛和直播。</p>
      {state.status === 'loading' && <p className={styles.status} role="status">正在加载…</p>}
      {state.status === 'failed' && (
        <p className={styles.status}>
          喜好加载失败
          <button type="button" className={dialog.textLink} onClick={retry}>重试</button>
        </p>
      )}
      {groups.length > 0 && (
        <>
          <TabBar label="运动项目" variant="pill" items={groups.map((g) => ({ id: String(g.scope), label: g.name }))} selected={scope} onSelect={setScope} controls={panelId} />
          <div id={panelId} role="tabpanel" aria-label={group?.name} className={styles.panel}>
            {group && (
              <>
                <InterestTagGroup title="热门赛事" options={group.competitionVOS} selection={selection} onToggle={toggle} />
                <InterestTagGroup title="热门球队" options={group.teamVOS} selection={selection} onToggle={toggle} />
              </>
            )}
          </div>
        </>
      )}
      <p className={styles.count} aria-live="polite">已选 {selection.size}/{MAX_INTERESTS}</p>
      <div className={dialog.actions}>
        <button type="button" className={dialog.secondary} onClick={() => onDone('skipInterests')}>跳过</button>
        <button type="button" className={dialog.primary} aria-busy={pending} onClick={save}>{pending ? '保存中…' : '完成'}</button>
      </div>
    </div>
  );
}
