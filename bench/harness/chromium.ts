/**
 * How every browser bench launches Chromium: as the browser tests do (Debian's package, never a
 * downloaded browser, headless, nothing of its own reaching the network or competing for the cores).
 */
export { chromiumLaunchOptions as chromiumOptions } from '../../e2e/env';
