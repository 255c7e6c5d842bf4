import { type ErrorCode, translate } from '@colmena/shared';
import { bootLanguage } from './bootLanguage';

interface Props {
  code: ErrorCode;
  onRetry(): void;
}

export function BootError({ code, onRetry }: Props) {
  const language = bootLanguage();
  return (
    <main className="boot-screen">
      <div className="boot-screen__card" role="alert">
        <h1>{translate(language, 'shell.bootError.title')}</h1>
        <p>{translate(language, `errors.${code}`)}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {translate(language, 'shell.bootError.retry')}
        </button>
      </div>
    </main>
  );
}
