// The 筛选 button of a list's toolbar and its dialog [FT-1]…[FT-4]: on /football, /basketball and home's focus list.
// The dialog talks to the page's engine (started on first use); the button shows when a filter is in effect.
import { useState } from 'react';
import type { Sport } from '../../../engine/core';
import { FilterDialog } from '../../components/filter-dialog/filter-dialog';
import styles from './filter-control.module.css';
import type { EngineClient } from '../../engine-client';
import { liveEngine } from '../../live/live-engine';
import { pageEngine } from './live-list/page-engine';
import { useLocalItems } from './use-local-items';

export function FilterControl({ sport }: { readonly sport: Sport }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="filter-button">
        筛选
        <FilterMark sport={sport} />
      </button>
      {open && <FilterDialog open sport={sport} source={pageEngine().api} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A dot on the button while a saved filter narrows the sport's lists. */
function FilterMark({ sport }: { readonly sport: Sport }) {
  const client = liveEngine();
  return client ? <SavedFilterMark client={client} sport={sport} /> : null;
}

function SavedFilterMark({ client, sport }: { readonly client: EngineClient; readonly sport: Sport }) {
  const items = useLocalItems(client);
  if (!items?.filters[sport]) return null;
  return <span className={styles.mark} aria-label="已筛选" />;
}
