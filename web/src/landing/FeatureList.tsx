import type { Language, MessageKey } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import { featureIcons } from './icons';

const features = ['subdomain', 'branding', 'collections', 'dashboards', 'contacts', 'chat', 'tasks'] as const;

export function FeatureList({ language }: { language: Language }) {
  return (
    <section className="features" aria-labelledby="features-title">
      <h2 id="features-title">{translate(language, 'landing.features.title')}</h2>
      <ul>
        {features.map((feature) => (
          <li key={feature}>
            <span className="feature-icon">{featureIcons[feature]}</span>
            <h3>{translate(language, `landing.feature.${feature}.title` satisfies MessageKey)}</h3>
            <p>{translate(language, `landing.feature.${feature}.text` satisfies MessageKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
