// The live room's 主播预测 panel: the room's anchor's latest schemes (the section's list, this anchor only) with
// their figures, each opening its detail; the anchor in their own room writes one on the room's match (SchemeForm,
// before kick-off only). 近期无预测 when there are none [AN-5].
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SchemeForm } from '../../components/forecast-form/scheme-form';
import { AnchorFigures } from '../forecast/anchor-figures';
import { anchorRecordUrl, forecastDetailUrl, lineText, marketLabel, NO_FORECASTS_TEXT, oddsText, pickLabel } from '../forecast/forecast-text';
import { StatusBadge } from '../forecast/scheme-card';
import { useForecastCall } from '../forecast/use-forecast-call';
import styles from './live-room.module.css';

const LATEST = 3;

export function RoomForecasts({ anchorId, own, match }: {
  readonly anchorId: number;
  readonly own: boolean;
  readonly match: { readonly sportType: 1 | 2; readonly matchId: number } | null;
}) {
  const [written, setWritten] = useState(0);
  const [writing, setWriting] = useState(false);
  const list = useForecastCall('/v1/prediction/list', { anchorId, pageSize: LATEST }, written);
  return (
    <section className={styles.panel} aria-label="主播预测" data-testid="room-forecasts">
      <div className={styles.forecastHead}>
        <h2 className={styles.forecastTitle}>主播预测</h2>
        <Link className={styles.forecastLink} to={anchorRecordUrl(anchorId)}>战绩</Link>
        {own && !writing && <button type="button" className={styles.forecastWrite} onClick={() => setWriting(true)}>发布预测</button>}
      </div>
      {writing && (
        <SchemeForm sportType={match?.sportType ?? 1} matchId={match?.matchId}
          onWritten={() => { setWriting(false); setWritten((n) => n + 1); }} onCancel={() => setWriting(false)} />
      )}
      {list.load.status === 'loading' && <p className={styles.muted} role="status">预测加载中…</p>}
      {list.load.status === 'failed' && <p className={styles.muted}>预测加载失败 <button type="button" className={styles.forecastLink} onClick={list.retry}>重新加载</button></p>}
      {list.load.status === 'ready' && (list.load.data.items.length === 0 ? <p className={styles.muted}>{NO_FORECASTS_TEXT}</p> : (
        <>
          <AnchorFigures figures={list.load.data.items[0].figures} compact />
          <ul className={styles.forecastList}>
            {list.load.data.items.map(({ scheme: s }) => {
              const i = s.items[0];
              return (
                <li key={s.schemeId} className={styles.forecastRow} data-testid="room-forecast">
                  <Link to={forecastDetailUrl(s.schemeId)}>{i.homeTeamName} VS {i.awayTeamName}{s.items.length > 1 && ` 等${s.items.length}场`}</Link>
                  <span className={styles.muted}>{marketLabel(i.sportType, i.market)} {pickLabel(i.market, i.pick, i.homeTeamName, i.awayTeamName)} {lineText(i.market, i.line)} @{oddsText(s.combinedOdds)}</span>
                  <StatusBadge scheme={s} />
                </li>
              );
            })}
          </ul>
        </>
      ))}
    </section>
  );
}
