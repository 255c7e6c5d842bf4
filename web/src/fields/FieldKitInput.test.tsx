import { publicCompanySchema, translate } from '@colmena/shared';
import { type FieldType, fieldTypes } from '@colmena/shared/fields';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageContext, type LanguageState } from '../app/i18n/LanguageContext';
import { SessionContext } from '../app/session/SessionContext';
import { FieldKitInput, type FieldKitInputProps } from './FieldKitInput';
import { CalculatedInput } from './inputs/CalculatedInput';
import { RichTextInput } from './inputs/RichTextInput';
import { SignatureInput } from './inputs/SignatureInput';
import type { KitInputProps } from './kitInputProps';
import { kitFrame } from './kitInputs';
import { testField } from './kitTestFields';

// Only what the kit reads of the language (the switch's own members are the shell's).
const spanish = {
  language: 'es',
  languages: ['es', 'en'],
  t: (key, params) => translate('es', key, params),
} satisfies Pick<LanguageState, 'language' | 'languages' | 't'> as unknown as LanguageState;

const company = publicCompanySchema.parse({
  id: 'demo',
  Name: 'Demo',
  hasPublicPage: false,
  agendaViewLvl: 50,
  hideContactsFromEmployees: false,
  widgetsMenu: [],
  languages: ['es', 'en'],
  colors: {},
  collections: [
    {
      key: 'obras',
      name: 'Obras',
      mainCollection: 'obras',
      mainSortField: 'Name',
      mainSortDir: 'asc',
      secondarySortField: 'CreatedAt',
      secondarySortDir: 'desc',
      lvlCreate: 1,
      lvlEdit: 1,
      lvlDelete: 1,
    },
  ],
});

function inSpanish(children: ReactNode) {
  return (
    <LanguageContext.Provider value={spanish}>
      <SessionContext.Provider value={{ company, user: null, refresh: async () => {}, sessionEnded: false }}>
        {children}
      </SessionContext.Provider>
    </LanguageContext.Provider>
  );
}

const render = (props: Partial<FieldKitInputProps> & Pick<FieldKitInputProps, 'field'>) =>
  renderToStaticMarkup(
    inSpanish(<FieldKitInput value={null} onChange={() => {}} language="es" {...props} />),
  );

const attribute = (html: string, name: string, tag = '') =>
  new RegExp(`<${tag}[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1];

describe('the field kit input', () => {
  it.each(fieldTypes.map((type) => [type]))(
    '%s: label, help and problem, wired for assistive technology',
    (type: FieldType) => {
      const field = testField(type, { required: true });
      const html = render({ field, problem: { code: 'required' } });
      expect(html).toContain(`data-field-type="${type}"`);
      expect(html).toContain(`Campo ${type}`);
      expect(html).toContain(`Ayuda de ${type}`);
      expect(html).toContain('Este campo es obligatorio');
      const problemId = /<p id="([^"]+)" class="field-hint field-hint--bad kit-field__problem"/.exec(
        html,
      )?.[1];
      const helpId = /<p id="([^"]+)" class="field-hint kit-field__help"/.exec(html)?.[1];
      expect(problemId).toBeTruthy();
      if (kitFrame(field) === 'group')
        expect(html).toMatch(/<fieldset[^>]*><legend id="[^"]+" class="kit-field__label">/);
      // A lazily loaded input shows a placeholder first: its own wiring is tested below.
      else if (html.includes('kit-field__loading')) return;
      else expect(html).toContain(`id="${attribute(html, 'for', 'label')}"`);
      const describedBy = attribute(html, 'aria-describedby');
      expect(describedBy?.split(' ')).toEqual([helpId, problemId]);
    },
  );

  it.each([['shortText'], ['longText'], ['choice'], ['integer']] as const)(
    '%s: the help reads under the input, before any problem',
    (type) => {
      const html = render({ field: testField(type), problem: { code: 'required' } });
      const help = html.indexOf('kit-field__help');
      const input = Math.max(html.indexOf('<input'), html.indexOf('<textarea'), html.indexOf('<select'));
      expect(input).toBeGreaterThan(-1);
      expect(help).toBeGreaterThan(input);
      expect(html.indexOf('kit-field__problem')).toBeGreaterThan(help);
    },
  );

  it('says nothing is wrong when nothing is', () => {
    const html = render({ field: testField('shortText'), value: 'Casa' });
    expect(html).toContain('hidden=""');
    expect(html).not.toContain('aria-invalid');
  });

  it('does not say "required" before the form does, but does say a shape is wrong', () => {
    const required = testField('integer', { required: true });
    expect(render({ field: required, value: null })).not.toContain('Este campo es obligatorio');
    const typed = render({ field: required, value: '12a' });
    expect(typed).toContain('Escriba un número');
    expect(typed).toContain('aria-invalid="true"');
    expect(render({ field: required, value: '12a', problem: null })).not.toContain('aria-invalid');
  });

  it('writes the numbers of a problem the reader’s way', () => {
    const html = render({
      field: testField('decimal', { min: 0.5 }),
      problem: { code: 'below_min', min: 0.5 },
    });
    expect(html).toContain('El mínimo es 0,5');
  });

  it.each([
    ['integer', 'numeric', '12'],
    ['decimal', 'decimal', '12,5'],
    ['currency', 'decimal', '1234,5'],
    ['percent', 'decimal', '35'],
  ] as const)('%s: a text input with the %s keyboard showing %s', (type, mode, shown) => {
    const value = Number(shown.replace(',', '.'));
    const html = render({ field: testField(type), value });
    expect(attribute(html, 'inputMode', 'input') ?? attribute(html, 'inputmode', 'input')).toBe(mode);
    expect(html).toContain(`value="${shown}"`);
  });

  it('gives a field that allows negatives the full keyboard (phone pads have no minus)', () => {
    const html = render({ field: testField('decimal', { min: -100 }), value: -3 });
    expect(html).toContain('inputMode="text"');
  });

  it.each([
    ['email', 'type="email"'],
    ['phone', 'type="tel"'],
    ['url', 'type="url"'],
    ['date', 'type="date"'],
    ['dateTime', 'type="datetime-local"'],
    ['time', 'type="time"'],
  ] as const)('%s uses the native %s input', (type, expected) => {
    expect(render({ field: testField(type) })).toContain(expected);
  });

  it('offers few options as radios and many as a list', () => {
    const few = render({ field: testField('choice'), value: 'Hecho' });
    expect(few.match(/type="radio"/g)).toHaveLength(2);
    expect(few).toMatch(/checked="" value="Hecho"/);
    const options = ['a', 'b', 'c', 'd', 'e', 'f'];
    const many = render({ field: testField('choice', { options }), value: 'c' });
    expect(many).toContain('<select');
    expect(many).toContain('<option value="c" selected="">c</option>');
  });

  it('asks yes / no with nothing chosen until answered', () => {
    expect(render({ field: testField('yesNo') })).not.toContain('checked');
    expect(render({ field: testField('yesNo'), value: false })).toMatch(/checked="" value="no"/);
  });

  it('disables the whole field', () => {
    expect(render({ field: testField('shortText'), disabled: true })).toContain('disabled=""');
    expect(render({ field: testField('yesNo'), disabled: true })).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it.each([
    ['richText', RichTextInput],
    ['signature', SignatureInput],
    ['calculated', CalculatedInput],
  ] as const)('%s, loaded on first use, names its help and problem too', (type, Input) => {
    const field = testField(type);
    const props: KitInputProps = {
      id: 'in',
      labelId: 'lab',
      field,
      label: field.label.es,
      value: null,
      onChange() {},
      language: 'es',
      disabled: false,
      invalid: true,
      required: false,
      describedBy: 'help problem',
      upload: { collection: 'obras', docId: 'o1' },
      values: {},
    };
    const html = renderToStaticMarkup(inSpanish(<Input {...props} />));
    expect(html).toMatch(
      /id="in"[^>]*aria-describedby="help problem"|aria-describedby="help problem"[^>]*id="in"/,
    );
  });
});
