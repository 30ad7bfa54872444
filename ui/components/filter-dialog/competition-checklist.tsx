// [FT-2] The competitions of one filter tab in their letter groups, '#' (hot) first, then A–Z: a checkbox per
// competition with its match count.
import type { FilterCompetition } from '../../../engine/core/filter';
import { groupByInitial, HOT_GROUP } from '../../../engine/core/filter';
import { cssVars } from '../../design/css-vars';
import styles from './filter-dialog.module.css';

export function CompetitionChecklist({ competitions, selected, onToggle }: {
  readonly competitions: readonly FilterCompetition[];
  readonly selected: readonly number[];
  readonly onToggle: (id: number) => void;
}) {
  const ticked = new Set(selected);
  return (
    <div className={styles.groups}>
      {groupByInitial(competitions).map((group) => (
        <section key={group.letter} className={styles.group} aria-label={group.letter === HOT_GROUP ? '热门赛事' : `${group.letter}开头的赛事`} data-testid="filter-group" data-letter={group.letter}>
          <h3 className={styles.letter}>{group.letter}</h3>
          <div className={styles.items}>
            {group.items.map((c) => (
              <label key={c.id} className={styles.item} data-testid="filter-competition" data-competition-id={c.id}>
                <input type="checkbox" className={styles.checkbox} checked={ticked.has(c.id)} onChange={() => onToggle(c.id)} />
                <span className={styles.dot} style={cssVars({ '--competition-color': c.color || 'var(--color-grey-400)' })} aria-hidden="true" />
                <span className={styles.name} title={c.name}>{c.name}</span>
                <span className={styles.count} aria-label={`${c.matchCount}场`}>{c.matchCount}</span>
              </label>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
