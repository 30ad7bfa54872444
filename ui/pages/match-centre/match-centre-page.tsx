// /liveRoom?detail={matchId}&SportType={football|basketball}: the match centre (issue #13). The header is the
// engine's live row of today's list (the worker's state); the tabs' data comes over HTTP, fetched again when the
// live row's score, status or VAR flag moves — pushed by the engine, never polled.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchRow, Sport } from '../../../engine/core';
import { useAccounts } from '../../accounts/use-accounts';
import { Container } from '../../components/container/container';
import type { ViewStore } from '../../engine-client';
import { useEngineView, useViewRow } from '../../engine-client';
import { pageEngine } from '../sport-list/live-list/page-engine';
import type { MatchCentreTab } from './match-centre-query';
import styles from './match-centre.module.css';
import { MatchCentreView } from './match-centre-view';
import { useMatchCentreData } from './use-match-centre-data';

const liveKeyOf = (row: MatchRow | undefined): string => (row ? `${row.score}|${row.statusText}|${row.varActive ? 1 : 0}` : '');

function Body({ sport, matchId, row, initialTab }: { readonly sport: Sport; readonly matchId: number; readonly row: MatchRow | undefined; readonly initialTab: MatchCentreTab }) {
  const accounts = useAccounts();
  const { load, retry } = useMatchCentreData(sport, matchId, liveKeyOf(row));
  const [tab, setTab] = useState(initialTab);
  const [, setParams] = useSearchParams();
  const onTab = (next: MatchCentreTab) => {
    setTab(next);
    setParams((params) => {
      params.set('tab', next);
      return params;
    }, { replace: true });
  };
  return <MatchCentreView sport={sport} row={row} load={load} tab={tab} onTab={onTab} onRetry={retry} now={accounts.clock.now()} />;
}

function LiveBody(props: { readonly store: ViewStore; readonly sport: Sport; readonly matchId: number; readonly initialTab: MatchCentreTab }) {
  const row = useViewRow(props.store, props.matchId);
  return <Body sport={props.sport} matchId={props.matchId} row={row} initialTab={props.initialTab} />;
}

export function MatchCentrePage({ sport, matchId, initialTab }: { readonly sport: Sport; readonly matchId: number; readonly initialTab: MatchCentreTab }) {
  const client = useMemo(() => pageEngine(), []);
  const options = useMemo(() => ({ sport, list: 'today' as const, tab: 'all' }), [sport]);
  const view = useEngineView(client, options);
  return (
    <Container className={styles.page}>
      {view !== null && 'store' in view
        ? <LiveBody store={view.store} sport={sport} matchId={matchId} initialTab={initialTab} />
        : <Body sport={sport} matchId={matchId} row={undefined} initialTab={initialTab} />}
    </Container>
  );
}
