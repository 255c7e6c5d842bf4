import { useSession } from '../hooks/useSession';
import { SnackbarProvider } from '../ui/snackbar/SnackbarProvider';
import { LanguageProvider } from './i18n/LanguageProvider';
import { AppRoutes } from './routes/AppRoutes';

/** Below the session: the language follows the company and the signed-in contact. */
export function LocalisedApp() {
  const { company, user } = useSession();
  return (
    <LanguageProvider
      companyLanguages={company.languages}
      contactLanguage={user?.contact?.lenguage}
      userKey={user?.uid ?? null}
    >
      <SnackbarProvider>
        <AppRoutes />
      </SnackbarProvider>
    </LanguageProvider>
  );
}
