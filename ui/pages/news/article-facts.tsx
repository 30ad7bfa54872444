// An article's figures under its text: a football report's goals (minute, scorer, assist, score after), a
// basketball report's periods and leaders, a preview's form (last results, 胜/平/负 from the team's side) and the
// teams' meetings — each exactly the lists the article was written from.
import type { NewsArticleView } from './news-calls';
import styles from './news.module.css';

type Preview = NonNullable<NewsArticleView['preview']>;
type Form = Preview['home'];

const KIND = { goal: '', penalty: '（点球）', ownGoal: '（乌龙）' } as const;
const RESULT = { W: '胜', D: '平', L: '负' } as const;

const minuteMark = (minute: number, addTime: number) => (addTime > 0 ? `${minute}'+${addTime}` : `${minute}'`);

function resultOf(teamId: number, m: Form['recent'][number]): 'W' | 'D' | 'L' {
  const mine = m.homeTeamId === teamId ? m.homeScore : m.awayScore;
  const theirs = m.homeTeamId === teamId ? m.awayScore : m.homeScore;
  return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D';
}

function Goals({ a }: { readonly a: NewsArticleView }) {
  if (a.goals.length === 0) return null;
  return (
    <section className={styles.facts} aria-labelledby="article-goals">
      <h2 className={styles.factsTitle} id="article-goals">进球</h2>
      <table className={styles.table} data-testid="article-goals">
        <thead><tr><th>时间</th><th>球队</th><th>进球</th><th>助攻</th><th>比分</th></tr></thead>
        <tbody>
          {a.goals.map((g, i) => (
            <tr key={i}>
              <td>{minuteMark(g.minute, g.addTime)}</td>
              <td>{g.position === 1 ? a.homeTeam.name : a.awayTeam.name}</td>
              <td>{g.playerName}{KIND[g.kind]}</td>
              <td>{g.assistName || '—'}</td>
              <td>{g.homeScore}-{g.awayScore}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Periods({ a }: { readonly a: NewsArticleView }) {
  if (a.periods.home.length === 0) return null;
  const names = a.periods.home.length <= 3 ? ['上半场', '下半场', '加时'] : ['第一节', '第二节', '第三节', '第四节', '加时'];
  return (
    <section className={styles.facts} aria-labelledby="article-periods">
      <h2 className={styles.factsTitle} id="article-periods">各节比分</h2>
      <table className={styles.table} data-testid="article-periods">
        <thead><tr><th>球队</th>{a.periods.home.map((_, i) => <th key={i}>{names[i]}</th>)}<th>总分</th></tr></thead>
        <tbody>
          <tr><td>{a.homeTeam.name}</td>{a.periods.home.map((x, i) => <td key={i}>{x}</td>)}<td>{a.match.homeScore}</td></tr>
          <tr><td>{a.awayTeam.name}</td>{a.periods.away.map((x, i) => <td key={i}>{x}</td>)}<td>{a.match.awayScore}</td></tr>
        </tbody>
      </table>
      {a.leaders.length > 0 && (
        <table className={styles.table} data-testid="article-leaders">
          <thead><tr><th>球员</th><th>球队</th><th>得分</th><th>篮板</th><th>助攻</th></tr></thead>
          <tbody>
            {a.leaders.map((l) => (
              <tr key={`${l.position}:${l.playerName}`}>
                <td>{l.playerName}</td><td>{l.position === 1 ? a.homeTeam.name : a.awayTeam.name}</td>
                <td>{l.points}</td><td>{l.rebounds}</td><td>{l.assists}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FormCard({ name, form }: { readonly name: string; readonly form: Form }) {
  return (
    <div data-testid="article-form">
      <p className={styles.factsTitle}>{name}{form.position !== null ? `（第${form.position}位，${form.points ?? 0}分）` : ''}</p>
      {form.recent.length === 0 ? <p className={styles.pageLine}>暂无近期战绩</p> : (
        <>
          <p className={styles.formLine} aria-label={`近${form.recent.length}场`}>
            {form.recent.map((m) => {
              const r = resultOf(form.teamId, m);
              return <span key={m.matchId} className={`${styles.formMark} ${styles[r]}`} title={`${m.homeTeamName} ${m.homeScore}-${m.awayScore} ${m.awayTeamName}`}>{RESULT[r]}</span>;
            })}
          </p>
          <p className={styles.pageLine}>近{form.recent.length}场 {form.summary.won}胜{form.summary.draw}平{form.summary.lost}负，进{form.summary.goals}失{form.summary.goalsAgainst}</p>
        </>
      )}
    </div>
  );
}

function PreviewFacts({ a, p }: { readonly a: NewsArticleView; readonly p: Preview }) {
  return (
    <section className={styles.facts} aria-labelledby="article-form-title">
      <h2 className={styles.factsTitle} id="article-form-title">近期状态</h2>
      <div className={styles.formGrid}>
        <FormCard name={a.homeTeam.name} form={p.home} />
        <FormCard name={a.awayTeam.name} form={p.away} />
      </div>
      <h2 className={styles.factsTitle}>历史交锋</h2>
      {p.headToHead.matches.length === 0 ? <p className={styles.pageLine}>两队此前没有交锋记录</p> : (
        <table className={styles.table} data-testid="article-head-to-head">
          <thead><tr><th>赛事</th><th>主队</th><th>比分</th><th>客队</th></tr></thead>
          <tbody>
            {p.headToHead.matches.map((m) => (
              <tr key={m.matchId}><td>{m.competitionName}</td><td>{m.homeTeamName}</td><td>{m.homeScore}-{m.awayScore}</td><td>{m.awayTeamName}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ArticleFacts({ a }: { readonly a: NewsArticleView }) {
  return (
    <>
      <Goals a={a} />
      <Periods a={a} />
      {a.preview && <PreviewFacts a={a} p={a.preview} />}
    </>
  );
}
