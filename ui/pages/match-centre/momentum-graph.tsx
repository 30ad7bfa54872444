// The attack-momentum graph (matchTrendData): one bar a minute, up for home pressure, down for away, as
// SofaScore and FlashScore draw it. SVG; values are -100…100 (positive home).
import styles from './match-centre.module.css';

const HEIGHT = 120;

export function MomentumGraph({ points }: { readonly points: readonly number[] }) {
  if (points.length === 0) return null;
  const width = Math.max(90, points.length);
  const mid = HEIGHT / 2;
  return (
    <svg className={styles.momentum} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label="进攻势头" data-testid="momentum">
      <line x1={0} x2={width} y1={mid} y2={mid} stroke="var(--color-grey-300)" strokeWidth={0.5} />
      <line x1={45} x2={45} y1={0} y2={HEIGHT} stroke="var(--color-grey-200)" strokeWidth={0.5} />
      {points.map((v, i) => {
        const h = (Math.min(100, Math.abs(v)) / 100) * (mid - 4);
        return <rect key={i} x={i + 0.1} width={0.8} y={v >= 0 ? mid - h : mid} height={h} fill={v >= 0 ? 'var(--color-brand)' : 'var(--color-live)'} />;
      })}
    </svg>
  );
}
