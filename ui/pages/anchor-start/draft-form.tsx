// The broadcast draft (SPEC.md §2 "Broadcast draft fields"): date, roomName, selCompetition, matchId,
// notification, coverPicture, sportType. Competitions and matches come from the day's lists
// (/competition/queryCompetitions, queryMatchs). The cover is one of the product's generated room covers or one
// the anchor uploads (上传封面: /v1/file/batch/upload, cover-upload.tsx).
import { useEffect, useId, useState } from 'react';
import type { AnchorCalls, Draft } from '../../anchors/anchor-calls';
import styles from '../../anchors/anchor-page.module.css';
import type { Broadcast, PickerCompetition, PickerMatch } from '../../anchors/anchor-types';
import start from './anchor-start.module.css';
import { draftDays, matchLabel } from './draft-picker';
import { UPLOAD_URL_PREFIX } from '../../../contract/upload-limits';
import { CoverUploadTile, UploadedCoverTile } from './cover-upload';

export interface DraftChoice {
  readonly sportType: 1 | 2;
  readonly selCompetition: number;
  readonly matchId: number;
}

export function DraftForm({ calls, broadcast, covers, today, onSaved, onChoice }: {
  readonly calls: AnchorCalls;
  readonly broadcast: Broadcast | null;
  readonly covers: readonly string[];
  /** The server's Beijing day (/anchor/detail). */
  readonly today: string;
  readonly onSaved: (b: Broadcast) => void;
  /** The match picked now (previews and 切换比赛 use it). */
  readonly onChoice: (choice: DraftChoice | null) => void;
}) {
  const days = draftDays(today);
  const [date, setDate] = useState(broadcast?.date && days.includes(broadcast.date) ? broadcast.date : days[0]);
  const [sportType, setSportType] = useState<1 | 2>(broadcast?.sportType === 2 ? 2 : 1);
  const [competitions, setCompetitions] = useState<readonly PickerCompetition[]>([]);
  const [competition, setCompetition] = useState(broadcast?.selCompetition ?? 0);
  const [matches, setMatches] = useState<readonly PickerMatch[]>([]);
  const [matchId, setMatchId] = useState(broadcast?.matchId ?? 0);
  const [roomName, setRoomName] = useState(broadcast?.roomName ?? '');
  const [notification, setNotification] = useState(broadcast?.notification ?? '');
  const [cover, setCover] = useState(broadcast?.coverPicture ?? covers[0] ?? '');
  const [uploaded, setUploaded] = useState(broadcast?.coverPicture.startsWith(UPLOAD_URL_PREFIX) ? broadcast.coverPicture : '');
  const [busy, setBusy] = useState(false);
  // The pickers' lists are being asked for: the form says so (aria-busy) until the choice they make is known.
  const [loadingCompetitions, setLoadingCompetitions] = useState(true);
  const [loadingMatches, setLoadingMatches] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    setLoadingCompetitions(true);
    void calls.competitions(sportType, date).then((a) => {
      if (!live) return;
      setLoadingCompetitions(false);
      if (!a.ok) return;
      setCompetitions(a.data);
      setCompetition((c) => (a.data.some((x) => x.competitionId === c) ? c : a.data[0]?.competitionId ?? 0));
    });
    return () => { live = false; };
  }, [calls, sportType, date]);
  useEffect(() => {
    let live = true;
    if (!competition) {
      setMatches([]);
      setLoadingMatches(false);
      return undefined;
    }
    setLoadingMatches(true);
    void calls.matches(sportType, date, competition).then((a) => {
      if (!live) return;
      setLoadingMatches(false);
      if (!a.ok) return;
      setMatches(a.data);
      setMatchId((m) => (a.data.some((x) => x.matchId === m) ? m : a.data[0]?.matchId ?? 0));
    });
    return () => { live = false; };
  }, [calls, sportType, date, competition]);
  useEffect(() => {
    onChoice(matchId && competition ? { sportType, selCompetition: competition, matchId } : null);
  }, [onChoice, sportType, competition, matchId]);

  const ready = roomName.trim() !== '' && matchId !== 0 && competition !== 0 && cover !== '';
  const save = async () => {
    if (!ready) return;
    setBusy(true);
    const draft: Draft = { date, roomName: roomName.trim(), selCompetition: competition, matchId, sportType, notification: notification.trim(), coverPicture: cover };
    const answer = await calls.prepare(draft);
    setBusy(false);
    if (answer.ok) onSaved(answer.data);
  };

  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="开播信息" aria-busy={loadingCompetitions || loadingMatches}>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={`${id}-date`}>
          开播日期
          <select id={`${id}-date`} className={styles.select} value={date} onChange={(e) => setDate(e.target.value)}>
            {days.map((d, i) => <option key={d} value={d}>{d}{i === 0 ? '（今天）' : i === 1 ? '（明天）' : ''}</option>)}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-sport`}>
          运动项目
          <select id={`${id}-sport`} className={styles.select} value={sportType} onChange={(e) => setSportType(e.target.value === '2' ? 2 : 1)}>
            <option value={1}>足球</option>
            <option value={2}>篮球</option>
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={`${id}-comp`}>
          赛事
          <select id={`${id}-comp`} className={styles.select} value={competition} onChange={(e) => setCompetition(Number(e.target.value))}>
            {competitions.length === 0 && <option value={0}>当天暂无可选赛事</option>}
            {competitions.map((c) => <option key={c.competitionId} value={c.competitionId}>{c.name}（{c.matchCount}场）</option>)}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-match`}>
          比赛
          <select id={`${id}-match`} className={styles.select} value={matchId} onChange={(e) => setMatchId(Number(e.target.value))}>
            {matches.length === 0 && <option value={0}>暂无可选比赛</option>}
            {matches.map((m) => <option key={m.matchId} value={m.matchId}>{matchLabel(m)}</option>)}
          </select>
        </label>
      </div>
      <label className={styles.field} htmlFor={`${id}-name`}>
        直播间标题
        <input id={`${id}-name`} className={styles.input} value={roomName} maxLength={30} placeholder="例如：英超焦点战 全场陪看" onChange={(e) => setRoomName(e.target.value)} />
      </label>
      <label className={styles.field} htmlFor={`${id}-notice`}>
        直播公告
        <textarea id={`${id}-notice`} className={styles.textarea} value={notification} maxLength={200} placeholder="开播后展示在直播间（选填，最多200字）" onChange={(e) => setNotification(e.target.value)} />
      </label>
      <fieldset className={start.covers}>
        <legend className={styles.field}>直播封面</legend>
        {uploaded && <UploadedCoverTile url={uploaded} name={`${id}-cover`} chosen={cover === uploaded} onChoose={() => setCover(uploaded)} />}
        {covers.map((c, i) => (
          <label key={c} className={`${start.cover} ${start[`cover${i % 6}`]} ${cover === c ? start.coverChosen : ''}`}>
            <input type="radio" name={`${id}-cover`} value={c} checked={cover === c} onChange={() => setCover(c)} className={start.coverRadio} />
            <span>封面{i + 1}</span>
          </label>
        ))}
        <CoverUploadTile onUploaded={(url) => { setUploaded(url); setCover(url); }} />
      </fieldset>
      <p className={styles.hint}>上传jpg或png格式的图片作为封面（单个文件最大10M），或从平台生成的封面中选择。</p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!ready || busy}>{broadcast ? '更新开播信息' : '保存开播信息'}</button>
      </div>
    </form>
  );
}
