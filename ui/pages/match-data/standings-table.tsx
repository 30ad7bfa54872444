// 积分榜: one table per group or conference (its name above it), the zones coloured by promotionId with their
// legend, 总 / 主场 / 客场 (the home and away splits), the last five results, and — while today's matches are
// going — the live table: the playing teams marked with their score now, and an arrow where a team has moved.
// Team names lead to the team pages. Pure of fetching.
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { TeamBadge } from '../../components/badge/team-badge';
import { cssVars } from '../../design/css-vars';
import type { DataAnswer } from './data-calls';
import { linkable, teamPath } from './data-paths';
import type { ShownRow, ShownTable } from './live-table';
import styles from './match-data.module.css';

export type TableScope = 'all' | 'home' | 'away';
type Zone = DataAnswer<'compTables'>['zones'][number];

export const SCOPES = [{ id: 'all', label: '总' }, { id: 'home', label: '主场' }, { id: 'away', label: '客场' }] as const;

const FORM_TEXT = { W: '胜', D: '平', L: '负' } as const;
const FORM_CLASS = { W: styles.win, D: styles.draw, L: styles.loss } as const;

interface Line {
  readonly played: number; readonly won: number; readonly draw: number; readonly loss: number;
  readonly goals: number; readonly goalsAgainst: number; readonly points: number;
}

function lineOf(sport: Sport, row: ShownRow, scope: TableScope): Line {
  if (scope === 'all') return row;
  const s = row[scope];
  return { ...s, points: sport === 'basketball' ? s.won : s.won * 3 + s.draw };
}

const winRate = (l: Line) => (l.played === 0 ? '0.0%' : `${((l.won / l.played) * 100).toFixed(1)}%`);

function Movement({ row }: { readonly row: ShownRow }) {
  if (!row.going || row.position === row.wasPosition) return null;
  const up = row.position < row.wasPosition;
  return <span className={up ? styles.up : styles.down} aria-label={up ? '上升' : '下降'}>{up ? '▲' : '▼'}</span>;
}

function Table({ sport, table, scope, zones }: { readonly sport: Sport; readonly table: ShownTable; readonly scope: TableScope; readonly zones: readonly Zone[] }) {
  const colour = new Map(zones.map((z) => [z.promotionId, z.color]));
  const rows = scope === 'all' ? table.rows : [...table.rows].sort((a, b) => {
    const la = lineOf(sport, a, scope);
    const lb = lineOf(sport, b, scope);
    return lb.points - la.points || (lb.goals - lb.goalsAgainst) - (la.goals - la.goalsAgainst) || a.position - b.position;
  });
  const football = sport === 'football';
  return (
    <div className={styles.tableBlock}>
      {table.name && <h3 className={styles.tableName}>{table.name}</h3>}
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="standings-table">
          <thead>
            <tr>
              <th>排名</th><th className={styles.left}>球队</th><th>场次</th><th>胜</th>{football && <th>平</th>}<th>负</th>
              {football ? <><th>进球</th><th>失球</th><th>净胜球</th><th>积分</th></> : <><th>胜率</th><th>得分</th><th>失分</th></>}
              {scope === 'all' && <th>近况</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const line = lineOf(sport, row, scope);
              const zone = scope === 'all' ? colour.get(row.promotionId) : undefined;
              return (
                <tr key={row.teamId} className={row.going ? styles.goingRow : ''} data-testid="standings-row" data-team-id={row.teamId} data-going={row.going ? 'true' : undefined}>
                  <td>
                    <span className={styles.position} style={zone ? cssVars({ '--zone-color': zone }) : undefined} data-zone={zone ? row.promotionId : undefined}>
                      {scope === 'all' ? row.position : i + 1}
                    </span>
                    <Movement row={row} />
                  </td>
                  <td className={styles.left}>
                    <span className={styles.teamCell}>
                      <TeamBadge name={row.teamName} logo={row.teamLogo || undefined} size="sm" decorative />
                      {linkable(row.teamId) ? <Link to={teamPath(sport, row.teamId)} className={styles.teamLink}>{row.teamName}</Link> : row.teamName}
                      {row.going && <span className={styles.liveTag} title="比赛进行中">{row.going}</span>}
                    </span>
                  </td>
                  <td>{line.played}</td><td>{line.won}</td>{football && <td>{line.draw}</td>}<td>{line.loss}</td>
                  {football
                    ? <><td>{line.goals}</td><td>{line.goalsAgainst}</td><td>{line.goals - line.goalsAgainst}</td><td className={styles.points}>{line.points}</td></>
                    : <><td className={styles.points}>{winRate(line)}</td><td>{line.goals}</td><td>{line.goalsAgainst}</td></>}
                  {scope === 'all' && (
                    <td>
                      <span className={styles.form}>
                        {row.form.map((f, n) => <span key={n} className={`${styles.formMark} ${FORM_CLASS[f]}`}>{FORM_TEXT[f]}</span>)}
                      </span>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function StandingsTables({ sport, tables, zones, scope }: {
  readonly sport: Sport; readonly tables: readonly ShownTable[]; readonly zones: readonly Zone[]; readonly scope: TableScope;
}) {
  return (
    <>
      {tables.map((t, i) => <Table key={t.name || i} sport={sport} table={t} scope={scope} zones={zones} />)}
      {scope === 'all' && zones.length > 0 && (
        <ul className={styles.legend} aria-label="图例" data-testid="zone-legend">
          {zones.map((z) => (
            <li key={z.promotionId}><span className={styles.legendSwatch} style={cssVars({ '--zone-color': z.color })} />{z.name}</li>
          ))}
        </ul>
      )}
    </>
  );
}
