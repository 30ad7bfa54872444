// Type 8 (my predictions, anchors): its content is the forecast section's own list of the anchor's schemes; this
// holds type 8's place in the centre until that list is mounted here in its stead.
import styles from './individual-center.module.css';

export function MyPredictionsPlaceholder() {
  return (
    <div className={styles.placeholder} data-testid="my-predictions-placeholder">
      <p>我的预测方案将在这里展示。</p>
    </div>
  );
}
