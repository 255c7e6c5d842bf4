import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { testServer } from './conformance/outboundConformance';
import { guardedHttp, type Resolve } from './guardedHttp';
import { OutboundError } from './OutboundHttp';

/**
 * Attack suite: server-side request forgery through the outbound HTTP port (automation steps,
 * scrapers, provider base URLs all go through it). A canary listens on loopback; every address
 * form that means "this machine" or "this network", direct, through a redirect or through a
 * rebinding DNS answer, must be refused before a byte reaches it.
 */
let canary: Awaited<ReturnType<typeof testServer>>;
let redirector: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  canary = await testServer((_req, res) => res.end('canary'));
  redirector = await testServer((req, res) => {
    const target = decodeURIComponent((req.url ?? '/').slice(1));
    // A Location header is ASCII: a URL the parser takes is sent as it normalises it.
    let location: string;
    try {
      location = new URL(target).href;
    } catch {
      location = encodeURI(target);
    }
    res.writeHead(302, { location });
    res.end();
  });
});
afterAll(async () => {
  await canary?.close();
  await redirector?.close();
});

/** A resolver as a hostile DNS server would answer. */
const hostileDns: Resolve = async (host) => {
  const answers: Record<string, string[]> = {
    'localtest.me': ['127.0.0.1'],
    'metadata.google.internal': ['169.254.169.254'],
    'intranet.example': ['10.0.0.8'],
    'mixed.example': ['93.184.216.34', '127.0.0.1'],
    'v6only.example': ['::1'],
    'mapped.example': ['::ffff:127.0.0.1'],
  };
  return answers[host] ?? [];
};

const forms = (port: number): string[] => [
  `http://127.0.0.1:${port}/`,
  `http://localhost:${port}/`,
  `http://LOCALHOST:${port}/`,
  `http://localhost.:${port}/`,
  `http://127.1:${port}/`,
  `http://127.0.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://0x7f.0x0.0x0.0x1:${port}/`,
  `http://017700000001:${port}/`,
  `http://0177.0.0.1:${port}/`,
  `http://127.000.000.001:${port}/`,
  `http://0:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://[::1]:${port}/`,
  `http://[::]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
  `http://[64:ff9b::127.0.0.1]:${port}/`,
  `http://[2002:7f00:1::]:${port}/`,
  `http://１２７.０.０.１:${port}/`,
  `http://127。0。0。1:${port}/`,
  `http://localtest.me:${port}/`,
  `http://mixed.example:${port}/`,
  `http://v6only.example:${port}/`,
  `http://mapped.example:${port}/`,
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://[fd00:ec2::254]/',
  'http://100.100.100.200/latest/meta-data/',
  'http://10.0.0.1/',
  'http://intranet.example/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://[fe80::1]/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  `gopher://127.0.0.1:${port}/`,
  `file:///etc/passwd`,
];

describe('SSRF corpus against a loopback canary', () => {
  it('reaches the canary by no address form, redirect or DNS answer', async () => {
    // The redirector alone is let through, as a server-side test setting would: it stands for
    // an outside site that sends the request back inside.
    const http = guardedHttp({
      resolve: hostileDns,
      limits: { timeoutMs: 2000 },
      allowAddress: (address, port) => address === '127.0.0.1' && port === redirector.port,
    });
    const direct = forms(canary.port);
    const viaRedirect = direct.map((url) => `${redirector.origin}/${encodeURIComponent(url)}`);
    const outcomes: { url: string; outcome: string }[] = [];
    for (const url of [...direct, ...viaRedirect]) {
      const outcome = await http.request({ url }).then(
        (answer) => `answered ${answer.status}`,
        (error: unknown) => (error instanceof OutboundError ? error.reason : String(error)),
      );
      outcomes.push({ url, outcome });
    }
    const reached = canary.seen.length;
    reportFigure({
      name: `SSRF: requests reaching a loopback canary over ${direct.length} address forms, each direct and through a redirect`,
      value: reached,
      target: '0',
      ok: reached === 0,
    });
    expect(reached).toBe(0);
    expect(direct.length).toBeGreaterThanOrEqual(25);
    // Each was refused for what it is, not lost to a network error that might not happen elsewhere.
    const refusedAsSuch = outcomes.filter(({ outcome }) =>
      ['blocked_address', 'bad_url', 'unresolved_host'].includes(outcome),
    );
    expect(outcomes.filter((o) => !refusedAsSuch.includes(o))).toEqual([]);
  });

  it('connects to the address it checked: a rebinding DNS server is asked once per hop', async () => {
    let questions = 0;
    const http = guardedHttp({
      // The first answer is the outside site (the redirector, let through); any later one is
      // inside. Asked again for the connection, it would have sent the request inside.
      resolve: async () => (questions++ === 0 ? ['127.0.0.1'] : ['10.9.9.9']),
      allowAddress: (address, port) => address === '127.0.0.1' && port === redirector.port,
    });
    const seenBefore = redirector.seen.length;
    const outcome = await http
      .request({ url: `http://rebind.example:${redirector.port}/${encodeURIComponent('/next')}` })
      .catch((error: unknown) => (error instanceof OutboundError ? error.reason : String(error)));
    // Hop 1 reached the address it checked; hop 2 asked again and was refused.
    expect(redirector.seen.length).toBe(seenBefore + 1);
    expect(outcome).toBe('blocked_address');
    expect(questions).toBe(2);
    expect(canary.seen).toHaveLength(0);
  });
});
