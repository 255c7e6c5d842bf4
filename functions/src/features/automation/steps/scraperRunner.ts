import type { ScrapedField, ScraperStepConfig } from '@colmena/shared/automation/steps';
import { type CheerioAPI, load } from 'cheerio/slim';
import { bodyText, outboundRequest, statusFailure } from './outboundStep';
import { StepError, type StepRunner } from './StepRunner';

type Selection = ReturnType<CheerioAPI>;

/**
 * `scraper`: GET the page through the guarded client (SSRF rules, 10 s, 5 MB), then read the
 * fields with CSS selectors (cheerio's slim entry, htmlparser2: its full entry brings undici's
 * fetch and SQLite cache store into the cloud bundle, and the page is fetched here anyway; no
 * script runs). Output `{url, status, data}` for one
 * object over the page, or `{url, status, items}` with one object per `items` match.
 */
export const scraperRunner: StepRunner<ScraperStepConfig> = {
  kind: 'scraper',
  async run(config, { services, log }) {
    const response = await outboundRequest(services, {
      method: 'GET',
      url: config.url,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', ...config.headers },
    });
    const failure = statusFailure(response, 'the page');
    if (failure) throw failure;
    let $: CheerioAPI;
    try {
      $ = load(bodyText(response));
    } catch (error) {
      throw new StepError('bad_input', `the page does not parse: ${String(error)}`);
    }
    const read = (scope: Selection | null) => readFields($, scope, config.fields, response.url);
    if (config.items === undefined) return { url: response.url, status: response.status, data: read(null) };
    const matches = select($, null, config.items).slice(0, config.limit);
    log(`${matches.length} item(s)`);
    return {
      url: response.url,
      status: response.status,
      items: matches.toArray().map((element) => read($(element))),
    };
  },
};

function select($: CheerioAPI, scope: Selection | null, selector: string): Selection {
  try {
    return scope ? scope.find(selector) : $(selector);
  } catch (error) {
    throw new StepError(
      'bad_config',
      `selector ${selector}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function readFields(
  $: CheerioAPI,
  scope: Selection | null,
  fields: Record<string, ScrapedField>,
  pageUrl: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const found = select($, scope, field.selector);
    const values = (field.all ? found.toArray() : found.toArray().slice(0, 1)).map((element) =>
      fieldValue($(element), field.read, pageUrl),
    );
    out[name] = field.all ? values : (values[0] ?? null);
  }
  return out;
}

const linkAttributes = new Set(['href', 'src', 'action', 'poster', 'data-src']);

function fieldValue(element: Selection, read: string, pageUrl: string): string | null {
  if (read === 'text') return element.text().replace(/\s+/g, ' ').trim();
  if (read === 'html') return element.html();
  const attribute = read.slice('attr:'.length);
  const value = element.attr(attribute) ?? null;
  if (value === null || !linkAttributes.has(attribute.toLowerCase())) return value;
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}
