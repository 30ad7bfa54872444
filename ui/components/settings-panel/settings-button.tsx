// 设置 in a list's toolbar (/matchEvents, /football, /basketball): opens the display settings dialog.
import { useState } from 'react';
import type { EngineClient } from '../../engine-client';
import { Icon } from '../icon/icon';
import { SettingsPanel } from './settings-panel';
import styles from './settings-panel.module.css';

export function SettingsButton({ engine }: { readonly engine: EngineClient }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="settings" size={16} />
        设置
      </button>
      {open && <SettingsPanel engine={engine} open onClose={() => setOpen(false)} />}
    </>
  );
}
