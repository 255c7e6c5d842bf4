import { buildTheme, themeOpacities } from '@colmena/shared/theme';
import type { CSSProperties } from 'react';
import { useT } from '../../hooks/useT';
import { colorVariable } from '../colors/colorNames';
import { type ColorRow, previewColors } from './colorsForm';

/**
 * The theme the draft colours would make, on a sample (a bar, a card, buttons) and as the five
 * opacities of each colour (spec §3), without touching the rest of the page: the variables are
 * set on this box only.
 */
export function ColorPreview({ rows }: { rows: readonly ColorRow[] }) {
  const t = useT();
  const colors = previewColors(rows);
  const theme = buildTheme(colors);
  const style = theme.variables as CSSProperties;
  const names = Object.keys(colors);
  return (
    <figure className="color-preview" style={style} aria-label={t('companyConfig.colors.preview')}>
      <figcaption className="color-preview__caption">{t('companyConfig.colors.preview')}</figcaption>
      <div className="color-preview__sample" data-testid="color-preview-sample">
        <div className="color-preview__bar">{t('companyConfig.colors.sampleBar')}</div>
        <div className="color-preview__card">
          <strong>{t('companyConfig.colors.sampleCard')}</strong>
          <span>{t('companyConfig.colors.sampleText')}</span>
          <span className="color-preview__chip">{t('companyConfig.colors.sampleChip')}</span>
          <span className="color-preview__button">{t('companyConfig.colors.sampleButton')}</span>
        </div>
      </div>
      <table className="color-preview__table">
        <caption className="visually-hidden">{t('companyConfig.colors.opacities')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companyConfig.colors.name')}</th>
            {themeOpacities.map((opacity) => (
              <th scope="col" key={opacity}>
                {opacity}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {themeOpacities.map((opacity) => (
                <td key={opacity}>
                  <span
                    className="color-preview__swatch"
                    title={`${name} ${opacity}`}
                    style={{ background: `var(${colorVariable(name, opacity)})` }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
