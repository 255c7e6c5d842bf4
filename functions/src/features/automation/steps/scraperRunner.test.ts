import { scraperStepConfigSchema } from '@colmena/shared/automation/steps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { scraperRunner } from './scraperRunner';
import { answer, startLoopback } from './testing/loopbackServer';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

const page = `<!doctype html><html><head><title>Licitaciones</title></head><body>
<h1>  Licitaciones   abiertas </h1>
<ul id="list">
  <li class="item"><a href="/l/1">Reforma del colegio</a><span class="price">120.000 €</span></li>
  <li class="item"><a href="https://other.test/l/2">Puente</a><span class="price">2.000.000 €</span></li>
  <li class="item"><a href="/l/3">Plaza</a></li>
</ul>
<script>document.title = 'never run'</script>
</body></html>`;

let site: Awaited<ReturnType<typeof startLoopback>>;
beforeEach(async () => {
  site = await startLoopback((request, res) => {
    if (request.url === '/licitaciones') return answer(res, 200, page, 'text/html; charset=utf-8');
    if (request.url === '/busy') return answer(res, 503, 'busy', 'text/plain');
    return answer(res, 404, 'no', 'text/plain');
  });
});
afterEach(() => site.close());

const run = (config: Record<string, unknown>, http = site.http) =>
  runStep(
    scraperRunner,
    scraperStepConfigSchema,
    { url: `${site.base}/licitaciones`, ...config },
    stepContext({ http }).context,
  );

describe('scraper step (guarded fetch + CSS selectors)', () => {
  it('reads one object over the page: text (spaces collapsed), lists with all', async () => {
    const out = await run({
      fields: {
        title: { selector: 'h1' },
        names: { selector: '.item a', all: true },
        missing: { selector: '.none' },
      },
    });
    expect(out).toEqual({
      url: `${site.base}/licitaciones`,
      status: 200,
      data: {
        title: 'Licitaciones abiertas',
        names: ['Reforma del colegio', 'Puente', 'Plaza'],
        missing: null,
      },
    });
  });

  it('reads many items: fields inside each, links resolved against the page, limited', async () => {
    const out = (await run({
      items: '#list .item',
      fields: {
        name: { selector: 'a' },
        link: { selector: 'a', read: 'attr:href' },
        price: { selector: '.price' },
      },
      limit: 2,
    })) as { items: unknown[] };
    expect(out.items).toEqual([
      { name: 'Reforma del colegio', link: `${site.base}/l/1`, price: '120.000 €' },
      { name: 'Puente', link: 'https://other.test/l/2', price: '2.000.000 €' },
    ]);
  });

  it('reads inner HTML when asked, and never runs the page’s scripts', async () => {
    const out = (await run({
      fields: { first: { selector: '.item', read: 'html' }, title: { selector: 'title' } },
    })) as {
      data: Record<string, string>;
    };
    expect(out.data.first).toContain('<a href="/l/1">Reforma del colegio</a>');
    expect(out.data.title).toBe('Licitaciones');
  });

  it.each<[string, Record<string, unknown>, string, boolean]>([
    ['a 404 page', { url: 'PATH/nope' }, 'request_failed', false],
    ['a busy site (503), retryable', { url: 'PATH/busy' }, 'request_failed', true],
    ['an invalid selector', { fields: { x: { selector: 'a[' } } }, 'bad_config', false],
  ])('%s', async (_, change, reason, retryable) => {
    const config: Record<string, unknown> = { fields: { x: { selector: 'h1' } }, ...change };
    if (typeof config.url === 'string') config.url = config.url.replace('PATH', site.base);
    expect(await stepFailure(run(config))).toMatchObject({ reason, retryable });
  });

  it('goes through the guard: an address inside our network is refused and never reached', async () => {
    const error = await stepFailure(run({ fields: { x: { selector: 'h1' } } }, guardedHttp()));
    expect(error.message).toMatch(/blocked_address/);
    expect(site.seen).toHaveLength(0);
  });

  it('the schema refuses no fields, an unknown read and too high a limit', () => {
    const url = 'https://example.test';
    expect(scraperStepConfigSchema.safeParse({ url, fields: {} }).success).toBe(false);
    expect(
      scraperStepConfigSchema.safeParse({ url, fields: { a: { selector: 'a', read: 'css' } } }).success,
    ).toBe(false);
    expect(
      scraperStepConfigSchema.safeParse({ url, fields: { a: { selector: 'a' } }, limit: 5000 }).success,
    ).toBe(false);
  });
});
