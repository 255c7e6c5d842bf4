import { buildTheme, themeOpacities } from '@colmena/shared/theme';
import { type CSSProperties, useMemo } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { colorVariable, themeColorNames } from './colorNames';

/** Spec §2 colour palette test page: every theme colour at the five opacities. */
export function ColorsPage() {
  const { company } = useSession();
  const t = useT();
  const theme = useMemo(() => buildTheme(company.colors), [company.colors]);
  const names = useMemo(() => themeColorNames(theme.variables), [theme]);

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('shell.route.colors')}</h1>
        <p className="page__subtitle">{t('shell.colors.intro')}</p>
      </header>
      {theme.errors.length > 0 && (
        <p className="notice notice--error" role="alert">
          {t('shell.colors.invalid', { names: theme.errors.map((error) => error.name).join(', ') })}
        </p>
      )}
      <div className="palette">
        {names.map((name) => (
          <section key={name} className="palette__row" data-testid="color-row">
            <h2 className="palette__name">{name}</h2>
            <ul className="palette__swatches">
              {themeOpacities.map((opacity) => {
                const variable = colorVariable(name, opacity);
                return (
                  <li key={opacity} className="palette__swatch">
                    <span
                      className="palette__chip"
                      style={{ '--swatch': `var(${variable})` } as CSSProperties}
                    />
                    <span className="palette__label">{t('shell.colors.opacity', { value: opacity })}</span>
                    <code className="palette__value">{variable}</code>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
