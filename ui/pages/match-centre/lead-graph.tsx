// Basketball's score trend (matchTrendData): the home side's lead minute by minute, one bar a played minute — up
// (brand blue) while home leads, down (red) while away does — with the periods marked, as 懂球帝 and SofaScore
// draw a game's flow. SVG, scaled to the largest lead (at least 10 points).
import type { ScoreTrailPoint } from '../../../engine/core';
import { leadByMinute, periodMinutes } from '../../../engine/core';
import { cssVars } from '../../design/css-vars';
import styles from './match-centre.module.css';

const HEIGHT = 140;
const PAD = 12; // room for the period labels

/** The lead at the end of each played minute 1…last: a minute without a point keeps the lead before it. */
export function leadBars(points: readonly ScoreTrailPoint[], ncaa: boolean): number[] {
  const leads = leadByMinute(points, ncaa);
  const last = leads.at(-1)?.minute ?? 0;
  const bars: number[] = [];
  let lead = 0;
  let next = 0;
  for (let minute = 1; minute <= last; minute++) {
    while (next < leads.length && leads[next].minute <= minute) lead = leads[next++].lead;
    bars.push(lead);
  }
  return bars;
}

export function LeadGraph({ points, ncaa, homeName, awayName }: {
  readonly points: readonly ScoreTrailPoint[];
  readonly ncaa: boolean;
  readonly homeName: string;
  readonly awayName: string;
}) {
  const bars = leadBars(points, ncaa);
  if (bars.length === 0) return null;
  const regulation = ncaa ? 2 : 4;
  const periods = Math.max(regulation, ...points.map((p) => p.period));
  const starts: number[] = [];
  const lengths: number[] = [];
  let total = 0;
  for (let p = 1; p <= periods; p++) {
    starts.push(total);
    lengths.push(periodMinutes(p, ncaa, points));
    total += lengths[p - 1];
  }
  const scale = Math.max(10, Math.ceil(Math.max(...bars.map(Math.abs)) / 5) * 5);
  const mid = HEIGHT / 2;
  const h = (lead: number) => (Math.abs(lead) / scale) * (mid - PAD);
  const label = (p: number) => (p > regulation ? `OT${p - regulation > 1 ? p - regulation : ''}` : ncaa ? ['上半场', '下半场'][p - 1] : `Q${p}`);
  const max = bars.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  return (
    <figure className={styles.leadFigure}>
      <svg className={styles.leadGraph} viewBox={`0 0 ${total} ${HEIGHT}`} preserveAspectRatio="none" role="img"
        aria-label={`比分走势：最大领先 ${max >= 0 ? homeName : awayName} ${Math.abs(max)} 分`} data-testid="lead-graph" data-minutes={bars.length}>
        {starts.slice(1).map((s) => <line key={s} x1={s} x2={s} y1={0} y2={HEIGHT} stroke="var(--color-grey-300)" strokeWidth={1} vectorEffect="non-scaling-stroke" />)}
        <line x1={0} x2={total} y1={mid} y2={mid} stroke="var(--color-grey-300)" strokeWidth={0.4} vectorEffect="non-scaling-stroke" />
        {bars.map((lead, i) => (
          <rect key={i} x={i + 0.08} width={0.84} y={lead >= 0 ? mid - h(lead) : mid} height={h(lead)} fill={lead >= 0 ? 'var(--color-brand)' : 'var(--color-live)'} data-testid="lead-bar" data-lead={lead} />
        ))}
      </svg>
      <div className={styles.leadAxis} aria-hidden="true">
        {starts.map((s, i) => <span key={s} className={styles.leadPeriod} style={cssVars({ '--minutes': String(lengths[i]) })}>{label(i + 1)}</span>)}
      </div>
      <figcaption className={styles.leadLegend}>
        <span className={styles.leadHome}>{homeName} 领先</span>
        <span className={styles.leadScale}>±{scale} 分</span>
        <span className={styles.leadAway}>{awayName} 领先</span>
      </figcaption>
    </figure>
  );
}
