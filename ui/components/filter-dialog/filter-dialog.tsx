// The filter dialog of a sport's lists [FT-1]…[FT-4]: the sport's tabs (football 一级 竞足 北单 传足, basketball
// 一级 竞篮), the tab's competitions by letter ('#' hot first, then A–Z), 全选 / 反选 / 重置, and 完成 with the count
// of matches ticked. 完成 with nothing ticked says 请选择至少一场比赛 and stays open; otherwise the choice is saved
// in the engine's local items (the lists follow it) and the dialog closes. Focus trap and Esc: ModalDialog.
import { useId, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { filterTabsOf } from '../../../engine/core/filter';
import { EmptyState } from '../feedback-state/empty-state';
import { ModalDialog } from '../modal/modal-dialog';
import { TabBar } from '../tab-bar/tab-bar';
import { toastStore } from '../toast/toast-store';
import { CompetitionChecklist } from './competition-checklist';
import styles from './filter-dialog.module.css';
import { listedSelection, selectedMatchCount } from './filter-selection';
import type { FilterSource } from './filter-source';
import { useFilterDialog } from './use-filter-dialog';

export const FILTER_DIALOG_TITLE = '赛事筛选';

export interface FilterDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly sport: Sport;
  readonly source: FilterSource;
}

export function FilterDialog({ open, onClose, sport, source }: FilterDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={FILTER_DIALOG_TITLE} width={760} testId="filter-dialog">
      {/* Mounted only while open: every opening starts from the saved choice. */}
      {open && <FilterDialogBody key={sport} sport={sport} source={source} onDone={onClose} />}
    </ModalDialog>
  );
}

function FilterDialogBody({ sport, source, onDone }: { readonly sport: Sport; readonly source: FilterSource; readonly onDone: () => void }) {
  const state = useFilterDialog(source, sport);
  const [saving, setSaving] = useState(false);
  const panelId = useId();
  const listed = Array.isArray(state.list) ? state.list : [];
  const ticked = listedSelection(listed, state.selected);
  const count = selectedMatchCount(listed, ticked);

  const done = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const result = await state.done();
      if (result.ok) onDone();
      else toastStore.warning(result.message); // [FT-4] the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.body}>
      <TabBar label="筛选分类" items={filterTabsOf(sport)} selected={state.tab} onSelect={state.selectTab} variant="pill" controls={panelId} />
      <div id={panelId} role="tabpanel" className={styles.panel} aria-busy={state.list === null}>
        {state.list === null && <p className={styles.note}>赛事加载中…</p>}
        {state.list !== null && !Array.isArray(state.list) && <p className={styles.note}>赛事列表暂不可用</p>}
        {Array.isArray(state.list) && state.list.length === 0 && <EmptyState />}
        {listed.length > 0 && <CompetitionChecklist competitions={listed} selected={ticked} onToggle={state.toggle} />}
      </div>
      <div className={styles.footer}>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={state.selectAll}>全选</button>
          <button type="button" className={styles.secondary} onClick={state.invert}>反选</button>
          <button type="button" className={styles.secondary} onClick={state.reset}>重置</button>
        </div>
        <span className={styles.summary} data-testid="filter-summary">已选 {ticked.length}/{listed.length} 个赛事</span>
        <button type="button" className={styles.primary} onClick={() => void done()} disabled={saving}>完成({count})</button>
      </div>
    </div>
  );
}
