// One group of the interests step (热门赛事 or 热门球队): toggle tags, pressed when chosen [AU-6].
import type { InterestOption } from '../../accounts/account-types';
import { Icon } from '../icon/icon';
import type { InterestSelection } from './interest-selection';
import { interestKey } from './interest-selection';
import styles from './interests-step.module.css';

export interface InterestTagGroupProps {
  readonly title: string;
  readonly options: readonly InterestOption[];
  readonly selection: InterestSelection;
  readonly onToggle: (option: InterestOption) => void;
}

export function InterestTagGroup({ title, options, selection, onToggle }: InterestTagGroupProps) {
  if (options.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.tags}>
        {options.map((option) => {
          const chosen = selection.has(interestKey(option));
          return (
            <li key={interestKey(option)}>
              <button type="button" className={styles.tag} aria-pressed={chosen} onClick={() => onToggle(option)}>
                {chosen && <Icon name="check" size={14} />}
                {option.shortName}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
