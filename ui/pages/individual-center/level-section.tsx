// Types 2, 3 and 4: user, anchor and forecast level [SH-7]. The standing with its progress to the next level
// [FM-2], the level table (/v1/tasks/levelinfo: every level and the experience it needs, the current one marked),
// and the experience records (/v1/tasks/customer/expRecord); the anchor level also carries the live-data review.
import type { LevelType } from '../../accounts/account-types';
import type { CallAt, DataOf } from '../../api/calls';
import { messageTime } from '../../components/private-messages/message-time';
import { cssVars } from '../../design/css-vars';
import { useScheduler } from '../../time/scheduler-context';
import { LEVEL_TITLE, standingOf } from './level-standing';
import { LivingReview } from './living-review';
import { LoadView } from './load-view';
import { Pager } from './pager';
import type { Load } from './use-centre-call';
import { useCentreCall } from './use-centre-call';
import { usePage } from './use-page';
import styles from './individual-center.module.css';

const PAGE_SIZE = 10;

export function LevelSection({ levelType }: { readonly levelType: LevelType }) {
  return (
    <>
      <LevelStandingCard levelType={levelType} />
      {levelType === 2 && <LivingReview />}
      <ExpRecords levelType={levelType} />
    </>
  );
}

type LevelInfoData = DataOf<CallAt<'/v1/personal/custom/level/info'>> | DataOf<CallAt<'/v1/personal/anchor/level/info'>>;
type Both = { readonly info: LevelInfoData; readonly table: DataOf<CallAt<'/v1/tasks/levelinfo'>> };

function LevelStandingCard({ levelType }: { readonly levelType: LevelType }) {
  const info = useCentreCall(levelType === 1 ? '/v1/personal/custom/level/info' : '/v1/personal/anchor/level/info', {});
  const table = useCentreCall('/v1/tasks/levelinfo', { levelType });
  const both: Load<Both> = info.load.kind === 'loaded' && table.load.kind === 'loaded'
    ? { kind: 'loaded' as const, data: { info: info.load.data, table: table.load.data } }
    : info.load.kind === 'failed' ? info.load : table.load.kind === 'failed' ? table.load : { kind: 'loading' as const };
  const retry = () => { info.retry(); table.retry(); };
  return (
    <div className={styles.block} data-testid="level-standing">
      <LoadView load={both} retry={retry} empty="暂无等级信息" isEmpty={() => false}>
        {({ info: i, table: t }) => {
          const s = standingOf(levelType, i, t);
          return (
            <>
              <div className={styles.levelCard}>
                <span className={styles.muted}>{LEVEL_TITLE[levelType]}</span>
                <span className={styles.levelName} data-testid="level-name">{s.levelTxt || '暂无等级'}</span>
                <div className={styles.bar} role="progressbar" aria-label="升级进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={s.progress}>
                  <div className={styles.barFill} style={cssVars({ '--progress': `${s.progress}%` })} />
                </div>
                <div className={styles.levelFoot}><span data-testid="level-exp">{s.expText}</span><span>{s.nextText}</span></div>
              </div>
              <h3 className={styles.subtitle}>等级说明</h3>
              <div className={styles.tableScroll}>
                <table className={styles.table} data-testid="level-table">
                  <thead><tr><th scope="col">等级</th><th scope="col">所需经验</th></tr></thead>
                  <tbody>
                    {t.levelList.map((name, k) => (
                      <tr key={name} aria-current={k + 1 === s.level ? 'true' : undefined}>
                        <td>{name}</td><td>{t.levelExpList[k]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </LoadView>
    </div>
  );
}

function ExpRecords({ levelType }: { readonly levelType: LevelType }) {
  const page = usePage();
  const records = useCentreCall('/v1/tasks/customer/expRecord', { levelType, pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const now = useScheduler().now();
  return (
    <div className={styles.block} data-testid="exp-records">
      <h3 className={styles.subtitle}>经验记录</h3>
      <LoadView load={records.load} retry={records.retry} empty="暂无经验记录" isEmpty={(d) => d.total === 0}>
        {(d) => (
          <>
            <ul className={styles.list}>
              {d.list.map((r) => (
                <li key={r.id} className={styles.row}>
                  <span className={styles.rowMain}><span className={styles.rowTitle}>{r.actionTxt}</span><time className={styles.muted}>{messageTime(r.at, now)}</time></span>
                  <span className={styles.plus}>+{r.exp}</span>
                </li>
              ))}
            </ul>
            <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
          </>
        )}
      </LoadView>
    </div>
  );
}
