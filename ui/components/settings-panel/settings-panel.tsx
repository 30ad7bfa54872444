// The display settings dialog (SPEC.md §3 "User settings" [GN-6]): football, basketball and shared sections, each
// change saved at once through the engine, which moves the lists behind the dialog [LS-5] [LS-10]; 恢复默认 puts
// every setting back to its default.
import type { EngineClient } from '../../engine-client';
import { ModalDialog } from '../modal/modal-dialog';
import { ChoiceRow, DisplayRow, SwitchRow } from './settings-controls';
import { SETTINGS_SECTIONS } from './settings-fields';
import styles from './settings-panel.module.css';
import { useEngineSettings } from './use-engine-settings';

export const SETTINGS_TITLE = '设置';

export function SettingsPanel({ engine, open, onClose }: { readonly engine: EngineClient; readonly open: boolean; readonly onClose: () => void }) {
  const { settings, update, reset } = useEngineSettings(engine);
  return (
    <ModalDialog open={open} onClose={onClose} title={SETTINGS_TITLE} width={560} testId="settings-panel">
      {settings === null ? (
        <p className={styles.loading} role="status">设置加载中…</p>
      ) : (
        <div className={styles.sections}>
          {SETTINGS_SECTIONS.map((section) => (
            <fieldset key={section.id} className={styles.section}>
              <legend className={styles.sectionTitle}>{section.title}</legend>
              {section.fields.map((field) => (field.kind === 'switch'
                ? <SwitchRow key={field.key} field={field} settings={settings} onChange={update} />
                : <ChoiceRow key={field.key} field={field} settings={settings} onChange={update} />))}
              {section.display && <DisplayRow sport={section.display} settings={settings} onChange={update} />}
            </fieldset>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={reset} disabled={settings === null}>恢复默认</button>
        <button type="button" className={styles.primary} onClick={onClose}>完成</button>
      </div>
    </ModalDialog>
  );
}
