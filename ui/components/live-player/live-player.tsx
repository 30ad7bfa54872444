// The live room's video player (issue #14) [LR-3]: one Playback — our HTTP-FLV or Agora — played by the provider
// its kind names (each loaded on demand), autoplay (muted with a 点击开启声音 hint when the browser refuses sound),
// mute, volume 0–100 kept in this browser, controls that hide after 3 s without pointer movement (SPEC.md §9),
// fullscreen, 信号中断，正在重连… while a broken stream is reconnected, and the 'off' states. The latency estimate
// goes to onLatencyMs about once a second while playing (the room's spoiler guard holds its score panel by it).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Playback } from '../../../contract/playback';
import type { TimerId } from '../../../engine/core/time/scheduler';
import { useScheduler } from '../../time/scheduler-context';
import { keepVolume, readKeptVolume } from './kept-volume';
import type { PlayablePlayback } from './load-provider';
import { PLAYER_COPY } from './player-copy';
import type { ControlsAction, ControlsState } from './player-controls';
import { audibleVolume, controlsReducer, initialControls } from './player-controls';
import { PlayerIcon } from './player-icons';
import type { SessionStatus } from './player-session';
import { loadProvider } from './load-provider';
import { PlayerSession } from './player-session';
import styles from './live-player.module.css';

export interface LivePlayerProps {
  /** The room's video; null while the room is loading. */
  readonly playback: Playback | null;
  /** The room's name: the player's accessible name and the top line of its controls. */
  readonly title: string;
  /** How far the picture is behind live, in ms: called about once a second while playing. */
  readonly onLatencyMs?: (ms: number) => void;
}

export const LATENCY_REPORT_MS = 1000;

/** The same stream whatever object carries it: a re-render with an equal Playback must not reconnect. */
function playbackKey(playback: PlayablePlayback): string {
  return playback.kind === 'flv' ? `flv ${playback.url}` : `agora ${playback.appId} ${playback.channelName} ${playback.uid} ${playback.swToken}`;
}

export function LivePlayer({ playback, title, onLatencyMs }: LivePlayerProps) {
  if (playback === null) return <PlayerFrame title={title} state="loading" message={PLAYER_COPY.loading} />;
  if (playback.kind === 'off') {
    const message = playback.reason === 'demo-off' ? PLAYER_COPY.demoOff : PLAYER_COPY.notLive;
    return <PlayerFrame title={title} state={`off-${playback.reason}`} message={message} />;
  }
  return <PlayingPlayer key={playbackKey(playback)} playback={playback} title={title} onLatencyMs={onLatencyMs} />;
}

function PlayerFrame({ title, state, message }: { readonly title: string; readonly state: string; readonly message: string }) {
  return (
    <section className={styles.player} aria-label={title} data-player-state={state}>
      <p className={styles.offMessage} role="status">{message}</p>
    </section>
  );
}

function PlayingPlayer({ playback, title, onLatencyMs }: { readonly playback: PlayablePlayback } & Omit<LivePlayerProps, 'playback'>) {
  const rootRef = useRef<HTMLElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<PlayerSession | null>(null);
  const scheduler = useScheduler();
  const [controls, dispatch] = useReducer(controlsReducer, undefined, () => initialControls(readKeptVolume(), scheduler.now()));
  const controlsRef = useRef<ControlsState>(controls);
  controlsRef.current = controls;
  const [status, setStatus] = useState<SessionStatus>('connecting');
  const [fullscreen, setFullscreen] = useState(false);
  const latencyRef = useRef(onLatencyMs);
  latencyRef.current = onLatencyMs;

  // An action that changes the sound goes to the media inside the same event handler: Chromium lets sound start
  // (and keeps an unmuted video playing) only within the viewer's gesture.
  const act = useCallback((action: ControlsAction) => {
    const next = controlsReducer(controlsRef.current, action);
    controlsRef.current = next;
    dispatch(action);
    const session = sessionRef.current;
    if (session) {
      session.setVolume(next.volume / 100);
      session.setMuted(audibleVolume(next) === 0);
    }
    if (action.type === 'set-volume') keepVolume(next.volume);
  }, []);

  useEffect(() => {
    const start = controlsRef.current;
    const session = new PlayerSession(playback, hostRef.current!, { muted: audibleVolume(start) === 0, volume: start.volume / 100 }, {
      onStatus: setStatus,
      onAutoplayMuted: () => {
        controlsRef.current = controlsReducer(controlsRef.current, { type: 'autoplay-muted' });
        dispatch({ type: 'autoplay-muted' });
      },
    }, loadProvider, scheduler);
    sessionRef.current = session;
    session.start();
    return () => { session.destroy(); sessionRef.current = null; };
  }, [playback, scheduler]);

  // The hide timer: the reducer says when; this wakes it then. Timers round their delay to whole ms and may wake a
  // little early by the clock: until the clock has reached hideAt, sleep again.
  useEffect(() => {
    const { hideAt } = controls;
    if (hideAt === null) return;
    let timer: TimerId;
    const wake = () => {
      const now = scheduler.now();
      if (now >= hideAt) dispatch({ type: 'tick', at: now });
      else timer = scheduler.setTimeout(wake, Math.ceil(hideAt - now));
    };
    timer = scheduler.setTimeout(wake, Math.ceil(hideAt - scheduler.now()));
    return () => scheduler.clearTimeout(timer);
  }, [controls.hideAt, scheduler]);

  useEffect(() => {
    if (status !== 'playing') return;
    const report = () => {
      const ms = sessionRef.current?.latencyMs();
      if (ms !== undefined) latencyRef.current?.(ms);
    };
    const timer = scheduler.setInterval(report, LATENCY_REPORT_MS);
    return () => scheduler.clearInterval(timer);
  }, [status, scheduler]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void rootRef.current?.requestFullscreen().catch(() => undefined);
  };

  const silent = audibleVolume(controls) === 0;
  // The controls stay while there is no picture to watch: hiding them over a message would hide nothing.
  const controlsVisible = controls.controlsVisible || status !== 'playing';
  const now = () => scheduler.now();
  return (
    <section
      ref={rootRef}
      className={styles.player}
      aria-label={title}
      data-player-state={status}
      data-controls={controlsVisible ? 'shown' : 'hidden'}
      onPointerMove={() => act({ type: 'pointer-move', at: now() })}
      onPointerDown={() => act({ type: 'pointer-move', at: now() })}
      onKeyDown={() => act({ type: 'pointer-move', at: now() })}
    >
      <div ref={hostRef} className={styles.media} />
      {status === 'connecting' && <p className={styles.status} role="status"><span className={styles.spinner} aria-hidden="true" />{PLAYER_COPY.connecting}</p>}
      {status === 'buffering' && <span className={styles.bufferSpinner} aria-hidden="true" />}
      {status === 'stalled' && <p className={styles.status} role="alert"><span className={styles.spinner} aria-hidden="true" />{PLAYER_COPY.stalled}</p>}
      {controls.soundBlocked && (
        <button type="button" className={styles.soundHint} onClick={() => act({ type: 'enable-sound', at: now() })}>
          <PlayerIcon name="muted" />{PLAYER_COPY.enableSound}
        </button>
      )}
      <div className={styles.topBar} data-visible={controlsVisible}>
        <span className={styles.liveBadge}>{PLAYER_COPY.live}</span>
        <span className={styles.title}>{title}</span>
      </div>
      <div
        className={styles.controls}
        data-visible={controlsVisible}
        onPointerEnter={() => act({ type: 'hold', held: true, at: now() })}
        onPointerLeave={() => act({ type: 'hold', held: false, at: now() })}
      >
        <button type="button" className={styles.iconButton} aria-label={silent ? PLAYER_COPY.unmute : PLAYER_COPY.mute}
          title={silent ? PLAYER_COPY.unmute : PLAYER_COPY.mute} onClick={() => act({ type: 'toggle-mute', at: now() })}>
          <PlayerIcon name={silent ? 'muted' : 'volume'} />
        </button>
        <input
          type="range" min={0} max={100} step={1} className={styles.volume} aria-label={PLAYER_COPY.volume}
          value={controls.muted ? 0 : controls.volume}
          onChange={(event) => act({ type: 'set-volume', volume: Number(event.currentTarget.value), at: now() })}
        />
        <span className={styles.spacer} />
        <button type="button" className={styles.iconButton} aria-label={fullscreen ? PLAYER_COPY.exitFullscreen : PLAYER_COPY.fullscreen}
          title={fullscreen ? PLAYER_COPY.exitFullscreen : PLAYER_COPY.fullscreen} onClick={toggleFullscreen}>
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </section>
  );
}
