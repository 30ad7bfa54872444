// An anchor's prediction figures: the tags of SPEC.md §5 [AN-2 … AN-4] (engine/core/rules/prediction-tags.ts
// decides them), the latest hit rate as rate% and the multi max odds as 倍 [AN-5]. Renders nothing when the anchor
// has no forecast data (the server keeps none yet).
import type { MultiTagData } from '../../../engine/core';
import { hitRateText, maxOddsText, predictionTags, tagText } from '../../../engine/core';
import styles from './prediction-tags.module.css';

export interface PredictionFigures {
  readonly singleContinuousHitCount?: number;
  readonly multiTag?: MultiTagData;
  readonly anchorPredictionData?: {
    readonly singleLatestHitRate?: { readonly rate: number };
    readonly multiMaxOdds?: number;
  };
}

export function PredictionTags({ data, className = '' }: { readonly data: PredictionFigures; readonly className?: string }) {
  const tags = predictionTags(data);
  const rate = hitRateText(data.anchorPredictionData?.singleLatestHitRate?.rate);
  const odds = maxOddsText(data.anchorPredictionData?.multiMaxOdds);
  if (tags.length === 0 && !rate && !odds) return null;
  return (
    <span className={`${styles.tags} ${className}`} data-testid="prediction-tags">
      {tags.map((t) => (
        <span key={t.kind} className={`${styles.tag} ${t.kind === 'allHit' && t.dazzling ? styles.dazzling : ''}`} data-tag={t.kind}>{tagText(t)}</span>
      ))}
      {rate && <span className={styles.figure}>近期命中 {rate}</span>}
      {odds && <span className={styles.figure}>最高 {odds}</span>}
    </span>
  );
}
