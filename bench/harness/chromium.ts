/**
 * How every browser bench launches Chromium: Debian's package (never a downloaded browser), headless,
 * with nothing of its own reaching the network (the machine has none) or competing for the cores.
 */
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
