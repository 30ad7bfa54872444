// The home hero [SH-4] (SPEC.md §2 "Home page"): the live player and, beside it, the live rooms. It starts under
// the fixed, transparent header [SH-2], so its dark background is what the header shows at the top of the page.
// The list shows the first N rooms, N = floor((player height − 58) / 135) (live-rows.ts); 更多 expands all, and the
// expanded list loads pages of 10 by infinite scroll (SPEC.md §9: delay 1000 ms, distance 10). A row puts its room
// in the player; 进入直播间 enters /liveRoom?roomId=. When the chosen room's stream closes, the first room is shown.
import type { RefObject } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { LivePlayer } from '../../components/live-player/live-player';
import { useRoomPlayback } from '../../components/live-player/use-room-playback';
import { RoomCover } from '../../components/room-cover/room-cover';
import { roomUrl } from '../../components/search-panel/anchor-links';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { selectedRoom, visibleRoomCount } from './live-rows';
import styles from './live-hero.module.css';
import type { LiveRoomEntry } from './use-home-lives';
import { useHomeLives } from './use-home-lives';

export const NO_LIVE_TEXT = '暂无直播';
export const NO_ROOMS_TEXT = '暂无直播间';

/** The player region's height, followed as the layout changes. */
function usePlayerHeight(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setHeight(el.getBoundingClientRect().height);
    const observer = new ResizeObserver(() => setHeight(el.getBoundingClientRect().height));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}

export function LiveHero() {
  const lives = useHomeLives();
  const rooms = lives.rooms ?? [];
  const [chosen, setChosen] = useState<number>();
  const [expanded, setExpanded] = useState(false);
  const [player, playerHeight] = usePlayerHeight();
  const list = useRef<HTMLOListElement>(null);
  const n = visibleRoomCount(playerHeight);
  const selectedId = selectedRoom(rooms.map((r) => r.roomId), chosen);
  const selected = rooms.find((r) => r.roomId === selectedId);
  const shown = expanded ? rooms : rooms.slice(0, n);

  useInfiniteScroll(list, { onLoad: lives.loadMore, watch: `${expanded}:${rooms.length}`, disabled: !expanded || lives.loading || lives.finished });

  return (
    <section className={styles.hero} aria-label="精彩直播">
      <div className={styles.inner}>
        <div ref={player} className={styles.player} data-testid="home-player">
          {selected ? <PlayerStage room={selected} /> : (
            <div className={styles.playerIdle} data-testid="live-player-idle">
              <span className={styles.playerGlyph} aria-hidden="true" />
              <p className={styles.idleText}>{lives.rooms === undefined ? '加载中…' : NO_LIVE_TEXT}</p>
            </div>
          )}
        </div>
        <aside className={styles.rooms} aria-labelledby="home-live-title">
          <div className={styles.roomsHeader}>
            <h2 className={styles.roomsTitle} id="home-live-title">
              <span className={styles.liveDot} aria-hidden="true" />
              正在直播
            </h2>
            {(expanded || rooms.length > n || !lives.finished) && rooms.length > 0 && (
              <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
                {expanded ? '收起' : '更多'}
              </button>
            )}
          </div>
          {lives.rooms !== undefined && rooms.length === 0 && <p className={styles.noRooms} data-testid="live-rooms-empty">{NO_ROOMS_TEXT}</p>}
          {rooms.length > 0 && (
            <ol ref={list} className={`${styles.roomList} ${expanded ? styles.expanded : ''}`} data-testid="home-live-list">
              {shown.map((r) => (
                <li key={r.roomId}>
                  <button
                    type="button" className={styles.roomRow} aria-pressed={r.roomId === selectedId} data-testid="home-live-row"
                    onClick={() => setChosen(r.roomId)}
                  >
                    <RoomCover src={r.coverPicture} name="" className={styles.rowCover} />
                    <span className={styles.rowText}>
                      <span className={styles.rowName}>{r.roomName || `${r.anchorName}的直播间`}</span>
                      <span className={styles.rowAnchor}>{r.anchorName}{r.anchorLevel > 0 && ` · LV${r.anchorLevel}`}</span>
                      {r.match && <span className={styles.rowMatch}>{r.match.homeTeamName} VS {r.match.awayTeamName}</span>}
                    </span>
                  </button>
                </li>
              ))}
              {expanded && lives.loading && <li className={styles.listStatus} role="status">加载中…</li>}
            </ol>
          )}
        </aside>
      </div>
    </section>
  );
}

/** The selected room in the player region: its video (muted autoplay where sound is blocked), name, anchor and 进入直播间. */
function PlayerStage({ room }: { readonly room: LiveRoomEntry }) {
  const playback = useRoomPlayback(room.roomId);
  return (
    <div className={styles.stage} data-testid="home-player-room" data-room-id={room.roomId}>
      <LivePlayer playback={playback} title={room.roomName || `${room.anchorName}的直播间`} />
      <div className={styles.caption}>
        <UserAvatar nickname={room.anchorName} avatar={room.anchorAvatar} size="md" />
        <div className={styles.captionText}>
          <p className={styles.stageName}>{room.roomName || `${room.anchorName}的直播间`}</p>
          <p className={styles.stageAnchor}>
            {room.anchorName}{room.anchorLevel > 0 && ` · LV${room.anchorLevel}`}
            {room.match && ` · ${room.match.homeTeamName} VS ${room.match.awayTeamName}`}
          </p>
        </div>
        <Link className={styles.enter} to={roomUrl(room.roomId)}>进入直播间</Link>
      </div>
    </div>
  );
}
