// Accessible tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the whole bar, arrow keys move
// and select, Home/End jump. Used for the list tabs, the view switch, the sport switch and the date strip.
import type { KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import styles from './tab-bar.module.css';

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
  /** A second line (the weekday of a date tab). */
  readonly sublabel?: string;
}

export type TabBarVariant = 'underline' | 'pill' | 'segmented' | 'date';

export interface TabBarProps<T extends string> {
  /** The accessible name of the tab list. */
  readonly label: string;
  readonly items: readonly TabItem<T>[];
  readonly selected: T;
  readonly onSelect: (id: T) => void;
  readonly variant?: TabBarVariant;
  /** id of the panel these tabs control. */
  readonly controls?: string;
  readonly className?: string;
}

const STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function TabBar<T extends string>({ label, items, selected, onSelect, variant = 'underline', controls, className = '' }: TabBarProps<T>) {
  const idPrefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + items.length) % items.length;
    onSelect(items[next].id);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key in STEP) moveTo(index + STEP[event.key]);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label={label} className={`${styles.bar} ${styles[variant]} ${className}`}>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => { buttons.current[index] = el; }}
            type="button"
            role="tab"
            id={`${idPrefix}-${item.id}`}
            aria-selected={isSelected}
            aria-controls={controls}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.label}>{item.label}</span>
            {item.sublabel && <span className={styles.sublabel}>{item.sublabel}</span>}
          </button>
        );
      })}
    </div>
  );
}
