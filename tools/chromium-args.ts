// The command-line flags of every Chromium the tests and benches start (playwright.config.ts,
// tests/e2e-engine/harness/chromium.ts): one list, so the suite and the benches measure the same browser.

/**
 * `--disable-features=WebUIOmnibox…`: headless Chromium otherwise loads the omnibox popup's WebUI
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own for every window, so every browser context (one a
 * test) cost ~0.75 s of CPU for a popup no headless page shows: /football's cold open took 3.3 CPU-seconds, 2.5
 * without it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
