// An anchor's forecast figures: the tags [AN-2 … AN-4] (engine/core/rules/prediction-tags.ts decides them), the
// recent and the month's single hit rate as rate% [AN-5], each with the graded schemes behind it and their window,
// and the month's best hit multi as 倍 [AN-5]. All computed by the server from graded schemes only.
import { predictionTags, tagText } from '../../../engine/core';
import tagStyles from '../../components/prediction-tags/prediction-tags.module.css';
import type { Figures } from './forecast-text';
import { multiOddsText, rateWithBase } from './forecast-text';
import styles from './forecast.module.css';

export function AnchorTags({ figures }: { readonly figures: Figures }) {
  const tags = predictionTags(figures);
  if (tags.length === 0) return null;
  return (
    <span className={tagStyles.tags} data-testid="prediction-tags">
      {tags.map((t) => (
        <span key={t.kind} className={`${tagStyles.tag} ${t.kind === 'allHit' && t.dazzling ? tagStyles.dazzling : ''}`} data-tag={t.kind}>{tagText(t)}</span>
      ))}
    </span>
  );
}

export function AnchorFigures({ figures, compact = false }: { readonly figures: Figures; readonly compact?: boolean }) {
  const d = figures.anchorPredictionData;
  const odds = multiOddsText(d.multiMaxOdds);
  return (
    <dl className={compact ? styles.figuresCompact : styles.figures} data-testid="anchor-figures">
      <div><dt>近期命中</dt><dd data-testid="latest-rate">{rateWithBase(d.singleLatestHitRate)}</dd></div>
      <div><dt>本月命中</dt><dd data-testid="month-rate">{rateWithBase(d.singleMonthHitRate)}</dd></div>
      <div><dt>本月串关最高</dt><dd data-testid="multi-max-odds">{odds || '—'}</dd></div>
    </dl>
  );
}
