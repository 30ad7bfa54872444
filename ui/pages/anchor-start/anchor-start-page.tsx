// /anchorStart (login needed, its own tab): for a certified anchor [AN-7] the broadcast draft, the push address for
// OBS, the live status (等待推流 until the ingest reports the stream, then 开播中), 切换比赛, 下播 (下播成功，辛苦您了～)
// and the previews. Anyone else gets the audit message and the way to certification.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccounts } from '../../accounts/use-accounts';
import { Container } from '../../components/container/container';
import { anchorCalls } from '../../anchors/anchor-calls';
import { AUDIT_MESSAGE, BROADCAST_CANCELLED, BROADCAST_CLOSED, DRAFT_SAVED } from '../../anchors/anchor-messages';
import styles from '../../anchors/anchor-page.module.css';
import type { AuditState, BroadcastDetail, PickerMatch, PushKey } from '../../anchors/anchor-types';
import start from './anchor-start.module.css';
import type { DraftChoice } from './draft-form';
import { DraftForm } from './draft-form';
import { matchLabel } from './draft-picker';
import { PushPanel } from './push-panel';
import { RoomInfoPanel } from './room-info-panel';
import { useScheduler } from '../../time/scheduler-context';
import { OWN_TAB_LINK } from '../../app/own-tab';

/** How often a prepared broadcast asks whether its stream arrived. */
const STATUS_POLL_MS = 2_000;

export function AnchorStartPage() {
  const accounts = useAccounts();
  const calls = useMemo(() => anchorCalls(accounts.api), [accounts]);
  const scheduler = useScheduler();
  const [audit, setAudit] = useState<AuditState | null>(null);
  const [detail, setDetail] = useState<BroadcastDetail | null>(null);
  const [pushKey, setPushKey] = useState<PushKey | null>(null);
  const [previews, setPreviews] = useState<readonly PickerMatch[]>([]);
  const [choice, setChoice] = useState<DraftChoice | null>(null);
  const [busy, setBusy] = useState(false);
  /** Bumped when the live panel changed the title or notice: the draft form starts again from the broadcast. */
  const [roomInfoRev, setRoomInfoRev] = useState(0);
  const broadcast = detail?.broadcast ?? null;
  const live = broadcast?.state === 'live';
  const prepareId = broadcast?.prepareId;

  const loadPreviews = useCallback(async () => {
    const p = await calls.findPreview();
    if (p.ok) setPreviews(p.data);
  }, [calls]);
  useEffect(() => {
    void calls.auditState().then(async (a) => {
      if (!a.ok) return;
      setAudit(a.data);
      if (a.data.auditStatus !== 'pass') return;
      const d = await calls.broadcast();
      if (d.ok) setDetail(d.data);
      if (d.ok && d.data.broadcast) {
        const k = await calls.pushKey();
        if (k.ok) setPushKey(k.data);
      }
      await loadPreviews();
    });
  }, [calls, loadPreviews]);
  // Waiting for the stream, or live: follow the broadcast's state (the ingest moves it).
  useEffect(() => {
    if (prepareId === undefined) return undefined;
    const timer = scheduler.setInterval(() => {
      void calls.broadcast().then((d) => { if (d.ok) setDetail(d.data); });
    }, STATUS_POLL_MS);
    return () => scheduler.clearInterval(timer);
  }, [calls, prepareId, scheduler]);
  useEffect(() => { accounts.session.setAnchorLiving(live); }, [accounts, live]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const saved = (b: NonNullable<BroadcastDetail['broadcast']>) => act(async () => {
    accounts.toast.success(DRAFT_SAVED);
    setDetail((d) => d && { ...d, broadcast: b });
    if (!pushKey) {
      const k = await calls.pushKey();
      if (k.ok) setPushKey(k.data);
    }
  });
  const refreshKey = () => act(async () => {
    const k = await calls.refreshPushKey();
    if (k.ok) setPushKey(k.data);
  });
  const switchMatch = () => act(async () => {
    if (!choice) return;
    const b = await calls.changeMatch(choice);
    if (b.ok) setDetail((d) => d && { ...d, broadcast: b.data });
  });
  const close = () => act(async () => {
    const c = await calls.close();
    if (!c.ok) return;
    accounts.toast.success(c.data.wasLive ? BROADCAST_CLOSED : BROADCAST_CANCELLED);
    accounts.session.setAnchorLiving(false);
    setDetail((d) => d && { ...d, broadcast: null });
  });
  const addPreview = () => act(async () => {
    if (!choice) return;
    if ((await calls.addPreview(choice.matchId, choice.sportType)).ok) await loadPreviews();
  });
  const delPreview = (p: PickerMatch) => act(async () => {
    if ((await calls.delPreview(p.matchId, p.sportType === 2 ? 2 : 1)).ok) await loadPreviews();
  });

  return (
    <>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <div>
            <h1 className={styles.bandTitle}>开播</h1>
            <p className={styles.bandText}>选好比赛、填写直播间信息，用 OBS 推流即可开播。</p>
          </div>
        </div>
      </div>
      <Container>
        {audit && audit.auditStatus !== 'pass' && (
          <div className={styles.body}>
            <section className={styles.card} aria-label="开播条件" data-testid="start-gate">
              <h2 className={styles.cardTitle}>暂不能开播</h2>
              <div className={`${styles.notice} ${audit.auditStatus === 'reject' ? styles.noticeWarning : ''}`} role="status">
                <div>
                  <p className={styles.noticeTitle}>{audit.auditStatus === 'wait' ? AUDIT_MESSAGE.wait : audit.auditStatus === 'reject' ? AUDIT_MESSAGE.reject : AUDIT_MESSAGE.notCertified}</p>
                  {audit.cancelReason && <p className={styles.noticeText}>驳回原因：{audit.cancelReason}</p>}
                </div>
              </div>
              {audit.auditStatus !== 'wait' && <Link className={styles.primary} to="/anchorCertification">去认证</Link>}
            </section>
          </div>
        )}
        {detail && (
          <div className={styles.body}>
            <div className={styles.main}>
              <section className={styles.card} aria-label="直播状态" data-testid="broadcast-status" data-state={broadcast?.state ?? 'none'}>
                <div className={start.status}>
                  <span className={`${start.dot} ${live ? start.dotLive : broadcast ? start.dotWaiting : ''}`} aria-hidden />
                  {live ? '开播中' : broadcast ? '等待推流' : '未开播'}
                </div>
                <p className={`${styles.hint} ${start.statusHint}`}>
                  {live ? '直播画面已到达，观众可在直播间观看。' : broadcast ? '开播信息已保存：在 OBS 中开始推流后，这里会变为「开播中」。' : '先保存开播信息，再获取推流地址。'}
                </p>
                {broadcast && (
                  <div className={styles.actions}>
                    {live && <a className={styles.secondary} href={`/liveRoom?roomId=${broadcast.roomId}`} {...OWN_TAB_LINK}>进入我的直播间</a>}
                    {live && <button type="button" className={styles.secondary} onClick={() => void switchMatch()} disabled={busy || !choice || choice.matchId === broadcast.matchId}>切换比赛</button>}
                    <button type="button" className={styles.danger} onClick={() => void close()} disabled={busy}>{live ? '下播' : '取消开播'}</button>
                  </div>
                )}
              </section>
              <section className={styles.card} aria-label="开播信息表单">
                <h2 className={styles.cardTitle}>开播信息</h2>
                <DraftForm key={roomInfoRev} calls={calls} broadcast={broadcast} covers={detail.covers} today={detail.today} onSaved={(b) => void saved(b)} onChoice={setChoice} />
              </section>
            </div>
            <aside className={styles.side}>
              {live && <RoomInfoPanel calls={calls} broadcast={broadcast} onChanged={(t) => {
                setDetail((d) => d?.broadcast ? { ...d, broadcast: { ...d.broadcast, ...t } } : d);
                setRoomInfoRev((n) => n + 1);
              }} />}
              {pushKey && broadcast && <PushPanel pushKey={pushKey} onRefresh={() => void refreshKey()} busy={busy} />}
              <section className={styles.card} aria-label="直播预告">
                <h2 className={styles.cardTitle}>
                  直播预告
                  <button type="button" className={styles.small} onClick={() => void addPreview()} disabled={busy || !choice}>添加所选比赛</button>
                </h2>
                {previews.length === 0 && <p className={styles.hint}>暂无预告：在左侧选好比赛后点击「添加所选比赛」。</p>}
                <ul className={styles.list} data-testid="previews">
                  {previews.map((p) => (
                    <li key={`${p.sportType}-${p.matchId}`} className={start.previewItem}>
                      <span>{p.competitionShortName} {matchLabel(p)}</span>
                      <button type="button" className={styles.small} onClick={() => void delPreview(p)} disabled={busy} aria-label={`删除预告 ${p.homeTeamName} VS ${p.awayTeamName}`}>删除</button>
                    </li>
                  ))}
                </ul>
              </section>
            </aside>
          </div>
        )}
      </Container>
    </>
  );
}
