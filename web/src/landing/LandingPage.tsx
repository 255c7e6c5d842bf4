import type { Language, SignupResponse } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import { FeatureList } from './FeatureList';
import { unknownSubdomain } from './landingUrls';
import { SignupForm } from './SignupForm';

interface LandingPageProps {
  language: Language;
  host: string;
  search: string;
  onCreated: (result: SignupResponse) => void;
}

export function LandingPage({ language, host, search, onCreated }: LandingPageProps) {
  const missing = unknownSubdomain(search);
  return (
    <main>
      <section className="hero">
        <div className="hero-text">
          <p className="eyebrow">{translate(language, 'landing.hero.eyebrow')}</p>
          <h1>{translate(language, 'landing.hero.title')}</h1>
          <p className="lead">{translate(language, 'landing.hero.lead')}</p>
          <p className="price">{translate(language, 'landing.price')}</p>
          <a className="button cta" href="#signup">
            {translate(language, 'landing.hero.cta')}
          </a>
        </div>
        <div className="hero-form" id="signup">
          {missing && (
            <p className="notice" role="status">
              <a href="#subdomain">{translate(language, 'landing.unknownCompany', { label: missing })}</a>
            </p>
          )}
          <SignupForm
            language={language}
            host={host}
            initialSubdomain={missing ?? ''}
            onCreated={onCreated}
          />
        </div>
      </section>
      <FeatureList language={language} />
    </main>
  );
}
