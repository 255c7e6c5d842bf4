import {
  allCollectionsKey,
  type CardConfig,
  type Widget,
  type WidgetConsumer,
  type WidgetPlace,
} from '@colmena/shared/schemas';
import { type QueryForm, queryFormOf, queryOf } from './queryForm';

/** The card presentation fields (spec §3 cardConfig), as typed. */
export interface CardForm {
  elementName: string;
  inHeader: boolean;
  erraseBorder: boolean;
  width: string;
  height: string;
  value1: string;
  value3: string;
  iconColor: string;
}

/** Every field of the widget model (spec §3) as the editor's inputs hold it. */
export interface WidgetForm {
  /** '' for none (a card of title and information only). */
  type: string;
  title: string;
  info: string;
  place: WidgetPlace;
  ready: boolean;
  mobile: boolean;
  order: string;
  /** '' for everyone signed in (no consumer). */
  consumer: WidgetConsumer | '';
  userFilterKey: string;
  userFilterValue: string;
  keyOfCollection: string;
  width: number;
  height: string;
  popUp: boolean;
  popUptitle: string;
  card: CardForm;
  query: boolean;
  avoidCardQuery: boolean;
  entries: QueryForm[];
  logic: boolean;
  logicFunction: string;
  /** The kind's own settings, raw (its panel edits them; its schema checks them on save). */
  settings: Record<string, unknown>;
  /**
   * What the inputs cannot say and saving must keep: fields of the stored widget the editor
   * does not know, and the type a number or true/false value had.
   */
  kept: Record<string, unknown>;
  numbers: { userFilterValue: 'text' | 'number' | 'boolean'; value1: boolean; value3: boolean };
}

/** Fields the form owns; any other field of a stored widget is kept as it was. */
const formFields = new Set([
  'FireId',
  'collection',
  'type',
  'title',
  'info',
  'place',
  'ready',
  'mobile',
  'order',
  'consumer',
  'userFilterKey',
  'userFilterValue',
  'keyOfCollection',
  'width',
  'height',
  'popUp',
  'popUptitle',
  'cardConfig',
  'query',
  'querysArray',
  'logic',
  'logicFunction',
  'avoidCardQuery',
  'settings',
]);

const cardFields = new Set([
  'elementName',
  'inHeader',
  'erraseBorder',
  'width',
  'height',
  'value1',
  'value3',
  'iconColor',
]);

export interface NewWidgetPlace {
  place: WidgetPlace;
  keyOfCollection: string;
}

/** A new widget: a draft (not ready) of the route's place and collection, one query on "data". */
export function newWidgetForm({ place, keyOfCollection }: NewWidgetPlace): WidgetForm {
  return formFromWidget({
    FireId: '',
    place,
    keyOfCollection,
    width: 1,
    height: 1,
    ready: false,
    mobile: false,
    popUp: 'no',
    query: true,
    querysArray: [{ collection: 'data' }],
  });
}

export function formFromWidget(widget: Widget): WidgetForm {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(widget)) if (!formFields.has(key)) kept[key] = value;
  const card = widget.cardConfig ?? {};
  const cardKept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) if (!cardFields.has(key)) cardKept[key] = value;
  if (Object.keys(cardKept).length > 0) kept.cardConfig = cardKept;
  const filterValue = widget.userFilterValue;
  return {
    type: widget.type ?? '',
    title: widget.title ?? '',
    info: widget.info ?? '',
    place: widget.place,
    ready: widget.ready !== false,
    mobile: widget.mobile === true,
    order: widget.order === undefined ? '' : String(widget.order),
    consumer: widget.consumer ?? '',
    userFilterKey: widget.userFilterKey ?? '',
    userFilterValue: filterValue === undefined || filterValue === null ? '' : String(filterValue),
    keyOfCollection: widget.keyOfCollection ?? allCollectionsKey,
    width: widget.width,
    height: String(widget.height),
    popUp: widget.popUp === 'yes',
    popUptitle: widget.popUptitle ?? '',
    card: {
      elementName: card.elementName ?? '',
      inHeader: card.inHeader === true,
      erraseBorder: card.erraseBorder === true,
      width: card.width === undefined ? '' : String(card.width),
      height: card.height === undefined ? '' : String(card.height),
      value1: card.value1 === undefined ? '' : String(card.value1),
      value3: card.value3 === undefined ? '' : String(card.value3),
      iconColor: card.iconColor ?? '',
    },
    query: widget.query !== false,
    avoidCardQuery: widget.avoidCardQuery === true,
    entries: (widget.querysArray ?? []).map(queryFormOf),
    logic: widget.logic === true,
    logicFunction: widget.logicFunction ?? '',
    settings: { ...(widget.settings ?? {}) },
    kept,
    numbers: {
      userFilterValue:
        typeof filterValue === 'number' ? 'number' : typeof filterValue === 'boolean' ? 'boolean' : 'text',
      value1: typeof card.value1 === 'number',
      value3: typeof card.value3 === 'number',
    },
  };
}

/**
 * The widget the form describes, as `widget.create` / `widget.update` take it (no FireId: the
 * path names it). Blank optional texts are left out; booleans the model keeps are written
 * (ready, mobile, query...), so what was saved is what the form showed. The kind's settings go
 * only with a kind. The server checks the result with the kind's schema; so does `checkWidget`
 * in the editor before sending.
 */
export function widgetFromForm(form: WidgetForm): Record<string, unknown> {
  const { cardConfig: _cardKept, ...kept } = form.kept;
  const widget: Record<string, unknown> = { ...kept };
  const text = (key: string, value: string) => {
    if (value.trim() !== '') widget[key] = value;
  };
  if (form.type !== '') widget.type = form.type;
  text('title', form.title);
  text('info', form.info);
  widget.place = form.place;
  widget.ready = form.ready;
  widget.mobile = form.mobile;
  if (form.order.trim() !== '') widget.order = Number(form.order);
  if (form.consumer !== '') widget.consumer = form.consumer;
  if (form.consumer === 'var') {
    text('userFilterKey', form.userFilterKey.trim());
    const value = userFilterValueOf(form);
    if (value !== undefined) widget.userFilterValue = value;
  }
  widget.keyOfCollection = form.keyOfCollection;
  widget.width = form.width;
  widget.height = form.height.trim() === '' ? 1 : Number(form.height);
  widget.popUp = form.popUp ? 'yes' : 'no';
  if (form.popUp) text('popUptitle', form.popUptitle);
  const card = cardConfigOf(form);
  if (card) widget.cardConfig = card;
  widget.query = form.query;
  widget.avoidCardQuery = form.avoidCardQuery;
  if (form.entries.length > 0) widget.querysArray = form.entries.map(queryOf);
  widget.logic = form.logic;
  if (form.logicFunction.trim() !== '') widget.logicFunction = form.logicFunction;
  if (form.type !== '') widget.settings = form.settings;
  return widget;
}

function userFilterValueOf(form: WidgetForm): string | number | boolean | undefined {
  const value = form.userFilterValue.trim();
  if (value === '') return undefined;
  if (form.numbers.userFilterValue === 'number' && Number.isFinite(Number(value))) return Number(value);
  if (form.numbers.userFilterValue === 'boolean' && (value === 'true' || value === 'false'))
    return value === 'true';
  return form.userFilterValue;
}

/** CSS lengths stay text ("12rem"); a bare number is a number, as the stored widgets have it. */
function lengthOf(value: string): string | number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function cardConfigOf(form: WidgetForm): CardConfig | undefined {
  const { card } = form;
  const config: CardConfig = { ...((form.kept.cardConfig as CardConfig | undefined) ?? {}) };
  if (card.elementName.trim() !== '') config.elementName = card.elementName;
  if (card.inHeader) config.inHeader = true;
  if (card.erraseBorder) config.erraseBorder = true;
  const width = lengthOf(card.width);
  if (width !== undefined) config.width = width;
  const height = lengthOf(card.height);
  if (height !== undefined) config.height = height;
  if (card.value1.trim() !== '') config.value1 = form.numbers.value1 ? Number(card.value1) : card.value1;
  if (card.value3.trim() !== '') config.value3 = form.numbers.value3 ? Number(card.value3) : card.value3;
  if (card.iconColor.trim() !== '') config.iconColor = card.iconColor.trim();
  return Object.keys(config).length > 0 ? config : undefined;
}
