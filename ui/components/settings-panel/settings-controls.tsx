// The panel's three kinds of control: an on/off switch (role=switch), a short choice (radio group), and the display
// boxes of one sport [LS-10]. Each row: its label left, the control right.
import { useId } from 'react';
import type { Settings, Sport } from '../../../engine/core';
import type { DisplayBox } from './display-flags';
import { DISPLAY_BOXES, displayBoxes, displayBoxPatch } from './display-flags';
import type { ChoiceField, SwitchField } from './settings-fields';
import styles from './settings-panel.module.css';

type Update = (patch: Partial<Settings>) => void;

export function SwitchRow({ field, settings, onChange }: { readonly field: SwitchField; readonly settings: Settings; readonly onChange: Update }) {
  const labelId = useId();
  const on = settings[field.key];
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>{field.label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        className={styles.switch}
        onClick={() => onChange({ [field.key]: !on })}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}

export function ChoiceRow({ field, settings, onChange }: { readonly field: ChoiceField; readonly settings: Settings; readonly onChange: Update }) {
  const labelId = useId();
  const current = settings[field.key];
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>{field.label}</span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.choices}>
        {field.options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={current === option.value}
            className={styles.choice}
            onClick={() => onChange({ [field.key]: option.value })}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DisplayRow({ sport, settings, onChange }: { readonly sport: Sport; readonly settings: Settings; readonly onChange: Update }) {
  const labelId = useId();
  const boxes = displayBoxes(settings, sport);
  const toggle = (box: DisplayBox) => onChange(displayBoxPatch(settings, sport, box, !boxes[box]));
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>显示</span>
      <div role="group" aria-labelledby={labelId} className={styles.boxes}>
        {DISPLAY_BOXES.map(({ box, label }) => (
          <label key={box} className={styles.box}>
            <input type="checkbox" checked={boxes[box]} onChange={() => toggle(box)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
