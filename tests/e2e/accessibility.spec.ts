// WCAG 2.1 A and AA on every page of the route table and on the open states that matter, checked with axe-core in
// Chromium against the suite's server. A page gets the check by being in the route table: each built route needs a
// visit in route-visits.ts (the first test fails for a route without one), which takes a concrete address of it to
// the state where its content is shown.
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '../../ui/app/route-table';
import { logInWithCode } from './accounts-support';
import { expect, test } from './fixtures';
import type { RouteVisit } from './route-visits';
import { OPEN_STATES, ROUTE_VISITS } from './route-visits';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A demo anchor (server/db/demo-people.ts) no other spec logs in as, for the routes that need a login. */
const ANCHOR_PHONE = '19900000007';

interface Finding { readonly rule: string; readonly impact: string; readonly nodes: number; readonly examples: readonly string[] }

/** The page's WCAG A/AA violations: each rule with its count of elements and the first three of them. */
async function violations(page: Page): Promise<Finding[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return found.map((v) => ({
    rule: v.id,
    impact: v.impact ?? '',
    nodes: v.nodes.length,
    examples: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

test('every built route of the route table has a visit here', () => {
  const built = ROUTES.filter((r) => r.element !== undefined).map((r) => r.path);
  expect(built.filter((path) => !ROUTE_VISITS.some((v) => v.route === path))).toEqual([]);
  expect(ROUTE_VISITS.filter((v) => !built.includes(v.route)).map((v) => v.route)).toEqual([]);
});

const needsLogin = (visit: RouteVisit) => visit.loggedIn ?? ROUTES.find((r) => r.path === visit.route)?.requiresLogin === true;

/** Opens each visit in turn and expects no violation on any; one login first when `loggedIn` (one SMS code). */
async function check(page: Page, visits: readonly RouteVisit[], loggedIn: boolean): Promise<void> {
  if (loggedIn) {
    await page.goto('/');
    await logInWithCode(page, ANCHOR_PHONE);
  }
  const all: Record<string, Finding[]> = {};
  for (const visit of visits) {
    await visit.open(page);
    const found = await violations(page);
    test.info().annotations.push({ type: 'axe', description: `${visit.name}: ${found.reduce((n, f) => n + f.nodes, 0)} elements` });
    if (found.length) all[visit.name] = found;
  }
  expect(all, 'WCAG 2.1 AA violations by page').toEqual({});
}

for (const visit of [...ROUTE_VISITS, ...OPEN_STATES].filter((v) => !needsLogin(v))) {
  test(`WCAG 2.1 AA: ${visit.name}`, async ({ page }) => {
    await check(page, [visit], false);
  });
}

test('WCAG 2.1 AA: the routes that need a login, logged in as an anchor', async ({ page }) => {
  await check(page, [...ROUTE_VISITS, ...OPEN_STATES].filter(needsLogin), true);
});
