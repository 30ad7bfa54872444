// [SH-7] One level panel: the level, a progress bar to the next level [FM-2] and what is still missing.
import { Link } from 'react-router-dom';
import { cssVars } from '../../design/css-vars';
import type { LevelPanelData } from './level-progress';
import { levelFootText, levelProgress } from './level-progress';
import styles from './user-menu.module.css';

export function LevelPanel({ panel, onNavigate }: { readonly panel: LevelPanelData; readonly onNavigate: () => void }) {
  const progress = levelProgress(panel.exp, panel.nextLevelExp);
  const foot = levelFootText(panel.exp, panel.nextLevelExp, panel.nextLevelTxt);
  return (
    <Link to={panel.href} className={styles.level} onClick={onNavigate} data-testid="level-panel">
      <span className={styles.levelHead}>
        <span className={styles.levelTitle}>{panel.title}</span>
        <span className={styles.levelName}>{panel.levelTxt || '暂无等级'}</span>
      </span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={`${panel.title}进度`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        style={cssVars({ '--progress': `${progress}%` })}
      />
      <span className={styles.levelFoot}>
        <span>{foot.exp}</span>
        <span>{foot.next}</span>
      </span>
    </Link>
  );
}
