import type { LaunchOptions } from '@playwright/test';

/**
 * The flags every Chromium of the tests and benchmarks is started with, whoever starts it: they
 * keep it from reaching for Google's services, which this machine's network refuses.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Browser features that do work of their own while a page loads, on the same cores, and that a
 * visitor's browser does not do for the page (decision 067). The `WebUIOmnibox…Popup` features:
 * headless Chromium 156 builds the address bar's suggestion popup as a WebUI page in every new
 * window, a renderer of its own that loads its modules while the page under test loads.
 * Each variant of the popup is turned off: on a busy host, one left on still built it.
 */
export const quietBrowserFeatures = [
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * The features Playwright 1.65 turns off in the Chromium it starts (its own `--disable-features`).
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats them:
 * `benchmarks/src/chromium-flags.test.ts` fails when Playwright's list grows.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const disableFeaturesFlag = '--disable-features=';

/**
 * `flags` with their `--disable-features` switches made one, listing every feature any of them
 * names, at the end: Chromium would keep only the last.
 */
export function withFeaturesDisabled(flags: readonly string[], features: readonly string[] = []) {
  const named = flags
    .filter((flag) => flag.startsWith(disableFeaturesFlag))
    .flatMap((flag) => flag.slice(disableFeaturesFlag.length).split(','));
  const all = [...new Set([...named, ...features])].filter(Boolean);
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeaturesFlag)),
    `${disableFeaturesFlag}${all.join(',')}`,
  ];
}

/** Debian's Chromium, never a downloaded browser, as Playwright starts it. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: withFeaturesDisabled(chromiumFlags, [
    ...playwrightDisabledFeatures,
    ...quietBrowserFeatures,
  ]),
};
