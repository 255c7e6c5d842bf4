import { describe, expect, it } from 'vitest';
import type { WidgetConsumer } from '../schemas/widget';
import type { Viewer } from './viewer';
import { anonymousViewer } from './viewer';
import { isWidgetVisible, type WidgetAudience } from './widgets';

const desktop = (lvl: number, extra: Partial<Viewer> = {}): Viewer => ({
  signedIn: true,
  lvl,
  mobile: false,
  contact: null,
  ...extra,
});

const widget = (extra: Partial<WidgetAudience> = {}): WidgetAudience => ({ place: 'company', ...extra });

describe('consumer rule', () => {
  type Row = [WidgetConsumer | undefined, string, Viewer, boolean];
  it.each<Row>([
    [undefined, 'anyone signed in', desktop(0), true],
    ['client', 'Rol Cliente', desktop(0, { rol: 'Cliente' }), true],
    ['client', 'Rol Empleado', desktop(0, { rol: 'Empleado' }), false],
    ['client', 'no Rol', desktop(0), false],
    ['client', 'Rol cliente (case matters)', desktop(0, { rol: 'cliente' }), false],
    ['client', 'admin without Rol', desktop(100), true],
    ['client', 'manager without Rol', desktop(50), false],
    ['client', 'Rol on the contact only', desktop(0, { contact: { Rol: 'Cliente' } }), true],
    ['employee', 'Rol Empleado', desktop(0, { rol: 'Empleado' }), true],
    ['employee', 'Rol Cliente', desktop(0, { rol: 'Cliente' }), false],
    ['employee', 'admin without Rol', desktop(100), false],
    ['cordinator', 'lvl 9', desktop(9), false],
    ['cordinator', 'lvl 10', desktop(10), true],
    ['cordinator', 'lvl 100', desktop(100), true],
    ['manager', 'lvl 49', desktop(49), false],
    ['manager', 'lvl 50', desktop(50), true],
    ['manager', 'lvl 100', desktop(100), true],
    ['god', 'lvl 99', desktop(99), false],
    ['god', 'lvl 100', desktop(100), true],
  ])('%s widget, viewer with %s -> %s', (consumer, _who, viewer, expected) => {
    expect(isWidgetVisible(widget(consumer ? { consumer } : {}), viewer)).toBe(expected);
  });

  it('hides a widget whose consumer the policy does not know', () => {
    const legacy = widget({ consumer: 'user' as WidgetConsumer });
    expect(isWidgetVisible(legacy, desktop(100))).toBe(false);
  });
});

describe("consumer 'var' compares a contact field with the widget's value", () => {
  type Row = [string, Partial<WidgetAudience>, Record<string, unknown> | null | undefined, boolean];
  it.each<Row>([
    ['equal text', { userFilterKey: 'zone', userFilterValue: 'Norte' }, { zone: 'Norte' }, true],
    ['different text', { userFilterKey: 'zone', userFilterValue: 'Norte' }, { zone: 'Sur' }, false],
    ['number vs text', { userFilterKey: 'team', userFilterValue: '7' }, { team: 7 }, true],
    ['text vs number', { userFilterKey: 'team', userFilterValue: 7 }, { team: '7' }, true],
    ['boolean vs text', { userFilterKey: 'vip', userFilterValue: 'true' }, { vip: true }, true],
    ['boolean false', { userFilterKey: 'vip', userFilterValue: true }, { vip: false }, false],
    ['field missing', { userFilterKey: 'zone', userFilterValue: 'Norte' }, {}, false],
    ['no contact', { userFilterKey: 'zone', userFilterValue: 'Norte' }, null, false],
    ['contact undefined', { userFilterKey: 'zone', userFilterValue: 'Norte' }, undefined, false],
    ['no key', { userFilterValue: 'Norte' }, { zone: 'Norte' }, false],
    ['no value', { userFilterKey: 'zone' }, { zone: 'Norte' }, false],
    [
      "'undefined' text never matches a missing field",
      { userFilterKey: 'zone', userFilterValue: 'undefined' },
      {},
      false,
    ],
  ])('%s -> %s', (_case, filter, contact, expected) => {
    const viewer = desktop(0, contact === undefined ? {} : { contact });
    expect(isWidgetVisible(widget({ consumer: 'var', ...filter }), viewer)).toBe(expected);
  });
});

describe('mobile', () => {
  it.each([
    [true, undefined, false],
    [true, false, false],
    [true, true, true],
    [false, undefined, true],
    [false, false, true],
    [false, true, true],
  ])('viewer mobile %s, widget.mobile %s -> %s', (mobile, widgetMobile, expected) => {
    const w = widget(widgetMobile === undefined ? {} : { mobile: widgetMobile });
    expect(isWidgetVisible(w, desktop(100, { mobile }))).toBe(expected);
  });

  it('a mobile widget still applies its consumer rule on mobile', () => {
    const w = widget({ mobile: true, consumer: 'manager' });
    expect(isWidgetVisible(w, desktop(10, { mobile: true }))).toBe(false);
    expect(isWidgetVisible(w, desktop(50, { mobile: true }))).toBe(true);
  });
});

describe('signed-out visitors', () => {
  it.each([
    ['public', true],
    ['company', false],
    ['project', false],
    ['journal', false],
  ] as const)('place %s -> %s', (place, expected) => {
    expect(isWidgetVisible(widget({ place }), anonymousViewer(false))).toBe(expected);
  });

  it.each([
    ['public, for everyone', { place: 'public' }, false, true],
    ['public, not marked mobile, on a phone', { place: 'public' }, true, false],
    ['public, marked mobile, on a phone', { place: 'public', mobile: true }, true, true],
    ['public, managers only', { place: 'public', consumer: 'manager' }, false, false],
    ['public, clients only', { place: 'public', consumer: 'client' }, false, false],
  ] as const)('%s -> %s', (_case, w, mobile, expected) => {
    expect(isWidgetVisible(w, anonymousViewer(mobile))).toBe(expected);
  });

  it('even a high level does not show non-public widgets without a session', () => {
    expect(isWidgetVisible(widget({ place: 'company' }), { signedIn: false, lvl: 100, mobile: false })).toBe(
      false,
    );
  });

  it.each(['company', 'public', 'project', 'journal'] as const)('signed-in viewers see place %s', (place) => {
    expect(isWidgetVisible(widget({ place }), desktop(0))).toBe(true);
  });
});

describe('drafts (ready: false)', () => {
  it.each<[string, Partial<WidgetAudience>, Viewer, boolean]>([
    ['a draft, level 100', { ready: false }, desktop(100), true],
    ['a draft, level 99', { ready: false }, desktop(99), false],
    ['a draft, a client', { ready: false, consumer: 'client' }, desktop(0, { rol: 'Cliente' }), false],
    ['a public draft, a visitor', { place: 'public', ready: false }, anonymousViewer(false), false],
    ['a draft for managers, level 100', { ready: false, consumer: 'manager' }, desktop(100), true],
    ['ready, level 0', { ready: true }, desktop(0), true],
    ['ready unset, level 0', {}, desktop(0), true],
  ])('%s -> %s', (_case, w, viewer, expected) => {
    expect(isWidgetVisible(widget(w), viewer)).toBe(expected);
  });
});
