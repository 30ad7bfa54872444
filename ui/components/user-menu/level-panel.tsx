// [SH-7] One level panel: the level, a progress bar to the next level [FM-2] and what is still missing.
import { Link } from 'react-router-dom';
import { cssVars } from '../../design/css-vars';
import type { LevelPanelData } from './level-progress';
import { expToNextLevel, levelProgress } from './level-progress';
import styles from './user-menu.module.css';

export function LevelPanel({ panel, onNavigate }: { readonly panel: LevelPanelData; readonly onNavigate: () => void }) {
  const progress = levelProgress(panel.exp, panel.nextLevelExp);
  const missing = expToNextLevel(panel.exp, panel.nextLevelExp);
  const next = panel.nextLevelTxt ?? '下一级';
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
        <span>经验 {panel.exp}{panel.nextLevelExp !== null && ` / ${panel.nextLevelExp}`}</span>
        <span>
          {missing === null ? '已达最高等级' : missing === 0 ? `即将升级至${next}` : `距${next}还需 ${missing}`}
        </span>
      </span>
    </Link>
  );
}
