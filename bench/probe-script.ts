// A page probe (bench/pages/*-probe.js) as the script Playwright injects before the page's own: the probe behind
// the shared `onPage` set-up (bench/pages/on-page.js), in one script so the probe sees it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ON_PAGE = join(import.meta.dirname, 'pages', 'on-page.js');

export function probeScript(path: string): { content: string } {
  return { content: `${readFileSync(ON_PAGE, 'utf8')}\n${readFileSync(path, 'utf8')}` };
}
