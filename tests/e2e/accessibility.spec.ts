// WCAG 2.1 A and AA on every page of the route table and on the open states that matter, checked with axe-core in
// Chromium against the suite's server. A page gets the check by being in the route table: each built route needs a
// visit in route-visits.ts (the first test fails for a route without one), which takes a concrete address of it to
// the state where its content is shown. The shell every page shares (site header, footer, side panel) is checked
// whole on one page per variant of it (the visits marked `shell`) and left out elsewhere; an open state is opened on
// its page once that page is checked, and only the state itself is checked then.
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from '../../ui/app/route-table';
import { logInWithCode } from './accounts-support';
import { expect, test } from './fixtures';
import type { RouteVisit } from './route-visits';
import { OPEN_STATES, ROUTE_VISITS } from './route-visits';
import type { OpenState } from './route-visits';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Demo anchors (server/db/demo-people.ts) no other spec logs in as, one a group of the routes that need a login:
 * each group logs in once (one SMS code a phone) and is a test of its own, so the groups run side by side.
 */
const ANCHOR_PHONES = ['19900000007', '19900000003', '19900000005'];

interface Finding { readonly rule: string; readonly impact: string; readonly nodes: number; readonly examples: readonly string[] }

/** The shell of every page (ui/app/shell-layout.tsx): the site header, the footer and the side panel. */
const SHELL = ['a[href="#main"] ~ header', '#main ~ footer', 'aside[aria-label="快捷工具"]'];

/** What a check covers: the whole page, the page without its shell, or one state over it. */
type Scope = { readonly whole: true } | { readonly exclude: readonly string[] } | { readonly include: string };

/** The WCAG A/AA violations in `scope`: each rule with its count of elements and the first three of them. */
async function violations(page: Page, scope: Scope): Promise<Finding[]> {
  let axe = new AxeBuilder({ page });
  if ('include' in scope) axe = axe.include(scope.include);
  if ('exclude' in scope) for (const part of scope.exclude) axe = axe.exclude(part);
  // Only the violations' details: the passes' node lists are what axe spends most of its time building on a big page.
  const { violations: found } = await axe.options({ runOnly: { type: 'tag', values: WCAG_AA }, resultTypes: ['violations'] }).analyze();
  return found.map((v) => ({
    rule: v.id,
    impact: v.impact ?? '',
    nodes: v.nodes.length,
    examples: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

test('every built route of the route table has a visit here, and every open state a page to open on', () => {
  const built = ROUTES.filter((r) => r.element !== undefined).map((r) => r.path);
  expect(built.filter((path) => !ROUTE_VISITS.some((v) => v.route === path))).toEqual([]);
  expect(ROUTE_VISITS.filter((v) => !built.includes(v.route)).map((v) => v.route)).toEqual([]);
  expect(OPEN_STATES.filter((s) => !ROUTE_VISITS.some((v) => v.name === s.on)).map((s) => s.name)).toEqual([]);
});

const statesOn = (visit: RouteVisit): OpenState[] => OPEN_STATES.filter((s) => s.on === visit.name);

const needsLogin = (visit: RouteVisit) => visit.loggedIn ?? ROUTES.find((r) => r.path === visit.route)?.requiresLogin === true;

/** Opens each visit in turn and expects no violation on any; one login first when `loggedIn` (one SMS code). */
async function check(page: Page, visits: readonly RouteVisit[], phone?: string): Promise<void> {
  if (phone) {
    await page.goto('/');
    await logInWithCode(page, phone);
  }
  const all: Record<string, Finding[]> = {};
  const checkOne = async (name: string, opening: () => Promise<void>, scope: Scope) => {
    const opened = performance.now();
    await opening();
    const checking = performance.now();
    const found = await violations(page, scope);
    const what = 'whole' in scope ? 'with the shell' : 'include' in scope ? 'the state' : 'without the shell';
    const took = `opened in ${Math.round(checking - opened)} ms, checked (${what}) in ${Math.round(performance.now() - checking)} ms`;
    test.info().annotations.push({ type: 'axe', description: `${name}: ${found.reduce((n, f) => n + f.nodes, 0)} elements; ${took}` });
    if (found.length) all[name] = found;
  };
  for (const visit of visits) {
    await checkOne(visit.name, () => visit.open(page), visit.shell ? { whole: true } : { exclude: SHELL });
    for (const state of statesOn(visit)) {
      await checkOne(state.name, () => state.open(page), { include: state.scope });
      await state.close(page);
    }
  }
  expect(all, 'WCAG 2.1 AA violations by page').toEqual({});
}

/**
 * The visits that need no login, a few a test: each group's pages open one after another in one browser context,
 * as a fan moves through the product (its cache, its engine and the addresses found on the way shared), rather than
 * each in a new context of its own; the groups run side by side.
 */
const GROUP_SIZE = 5;
const open = ROUTE_VISITS.filter((v) => !needsLogin(v));
for (let at = 0; at < open.length; at += GROUP_SIZE) {
  const group = open.slice(at, at + GROUP_SIZE);
  test(`WCAG 2.1 AA: ${group.flatMap((v) => [v.name, ...statesOn(v).map((s) => s.name)]).join(', ')}`, async ({ page }) => {
    await check(page, group);
  });
}

const loginOnly = ROUTE_VISITS.filter(needsLogin);
const groupSize = Math.ceil(loginOnly.length / ANCHOR_PHONES.length);
ANCHOR_PHONES.forEach((phone, n) => {
  const group = loginOnly.slice(n * groupSize, (n + 1) * groupSize);
  test(`WCAG 2.1 AA, logged in as an anchor: ${group.flatMap((v) => [v.name, ...statesOn(v).map((s) => s.name)]).join(', ')}`, async ({ page }) => {
    await check(page, group, phone);
  });
});
