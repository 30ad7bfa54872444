// Type 5: history footprints — the live rooms watched (/v1/personal/living/footprints) and the prediction schemes
// read (/v1/personal/prediction/footprints), the latest first, each with how often and when last.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { messageTime } from '../../components/private-messages/message-time';
import { profileUrl, roomUrl } from '../../components/search-panel/anchor-links';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { forecastDetailUrl } from '../forecast/forecast-text';
import { useScheduler } from '../../time/scheduler-context';
import { LoadView } from './load-view';
import { Pager } from './pager';
import { useCentreCall } from './use-centre-call';
import { usePage } from './use-page';
import styles from './individual-center.module.css';

const PAGE_SIZE = 20;
type Tab = 'rooms' | 'schemes';
const TABS = [{ id: 'rooms', label: '看过的直播' }, { id: 'schemes', label: '看过的方案' }] as const;

export function FootprintsSection() {
  const [tab, setTab] = useState<Tab>('rooms');
  return (
    <>
      <TabBar label="足迹分类" items={TABS} selected={tab} onSelect={setTab} />
      {tab === 'rooms' ? <RoomFootprints /> : <SchemeFootprints />}
    </>
  );
}

function RoomFootprints() {
  const page = usePage();
  const rooms = useCentreCall('/v1/personal/living/footprints', { pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const now = useScheduler().now();
  return (
    <LoadView load={rooms.load} retry={rooms.retry} empty="还没有看过直播，去首页看看吧" isEmpty={(d) => d.total === 0}>
      {(d) => (
        <>
          <ul className={styles.list} data-testid="room-footprints">
            {d.list.map((r) => (
              <li key={r.roomId} className={styles.row}>
                <UserAvatar nickname={r.anchorName} avatar={r.anchorAvatar} size="md" />
                <span className={styles.rowMain}>
                  <Link className={styles.rowTitle} to={roomUrl(r.roomId)}>{r.roomName}</Link>
                  <span className={styles.muted}>
                    <a href={profileUrl(r.anchorCustomId)} {...OWN_TAB_LINK}>{r.anchorName}</a> · 看过 {r.visits} 次 · {messageTime(r.at, now)}
                  </span>
                </span>
                <Link className={styles.secondary} to={roomUrl(r.roomId)}>进入直播间</Link>
              </li>
            ))}
          </ul>
          <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
        </>
      )}
    </LoadView>
  );
}

function SchemeFootprints() {
  const page = usePage();
  const schemes = useCentreCall('/v1/personal/prediction/footprints', { pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const now = useScheduler().now();
  return (
    <LoadView load={schemes.load} retry={schemes.retry} empty="还没有看过预测方案" isEmpty={(d) => d.total === 0}>
      {(d) => (
        <>
          <ul className={styles.list} data-testid="scheme-footprints">
            {d.list.map((r) => (
              <li key={r.schemeId} className={styles.row}>
                <span className={styles.rowMain}>
                  <Link to={forecastDetailUrl(r.schemeId)} className={styles.rowTitle}>{r.title}</Link>
                  <span className={styles.muted}>
                    <a href={profileUrl(r.anchorCustomId)} {...OWN_TAB_LINK}>{r.anchorName}</a> · 看过 {r.reads} 次 · {messageTime(r.at, now)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
        </>
      )}
    </LoadView>
  );
}
