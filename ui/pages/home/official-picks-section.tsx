// Home's vertical carousel of official picks (focus banners, type 20); the banners come with the content work.
import { SectionCard } from '../../components/section-card/section-card';
import { LoadingRegion } from '../../components/skeleton/loading-region';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import styles from './home-sections.module.css';

export function OfficialPicksSection() {
  return (
    <SectionCard title="官方推荐">
      <LoadingRegion label="推荐加载中" className={styles.picks}>
        {[0, 1, 2].map((i) => <SkeletonBlock key={i} shape="rect" className={styles.banner} />)}
      </LoadingRegion>
    </SectionCard>
  );
}
