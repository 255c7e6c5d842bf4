import { BrowserRouter } from 'react-router';
import { api } from '../api/client';
import { LocalisedApp } from './LocalisedApp';
import { SessionProvider } from './session/SessionProvider';

export function App() {
  return (
    <SessionProvider client={api}>
      <BrowserRouter>
        <LocalisedApp />
      </BrowserRouter>
    </SessionProvider>
  );
}
