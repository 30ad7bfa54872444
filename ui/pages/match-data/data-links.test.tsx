// @vitest-environment happy-dom
// Links into the 资料库: a name with an id leads to its page (the route table's paths), one without stays text —
// no link to a page that is not there.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findRoute } from '../../app/route-access';
import { ROUTES } from '../../app/route-table';
import { CompetitionLink, PlayerLink, TeamLink } from './data-links';
import { competitionPath, indexPath, playerPath, routeId, teamPath } from './data-paths';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('data links', () => {
  it('every path built is a route of the table with a page', () => {
    for (const sport of ['football', 'basketball'] as const) {
      for (const path of [indexPath(sport), competitionPath(sport, 82), teamPath(sport, 7), playerPath(sport, 9)]) {
        expect(findRoute(path, ROUTES)?.element, path).toBeDefined();
      }
    }
  });

  it('a name with an id is a link; without one (0) it is text', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(
      <MemoryRouter>
        <CompetitionLink sport="football" id={82} testId="c">英超</CompetitionLink>
        <TeamLink sport="basketball" id={0} testId="t">湖人</TeamLink>
        <PlayerLink sport="basketball" id={31} testId="p">詹姆斯</PlayerLink>
      </MemoryRouter>,
    ));
    const at = (id: string) => container.querySelector(`[data-testid="${id}"]`)!;
    expect([at('c').tagName, at('c').getAttribute('href')]).toEqual(['A', '/footballMatchData/matchDetail/82']);
    expect([at('t').tagName, at('t').textContent]).toEqual(['SPAN', '湖人']);
    expect(at('p').getAttribute('href')).toBe('/basketballPlayerDetail/31');
  });

  it('route ids: positive integers only', () => {
    expect(['82', '0', '-1', '1.5', 'abc', '', undefined, '99999999999999999'].map(routeId)).toEqual([82, null, null, null, null, null, null, null]);
  });
});
