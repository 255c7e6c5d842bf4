import { useParams } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { ContactFormView } from './ContactFormView';
import { ContactPageFrame } from './ContactPageFrame';
import { accountOriginal, canSetLevels, formFromPerson } from './contactForm';
import { LoadingRows } from './LoadingRows';
import { PeopleGate } from './PeopleGate';
import { findPerson, withAccounts } from './people';
import { useAgenda } from './useAgenda';
import { useContactAccounts } from './useContactAccounts';

/**
 * `/userslist/edit/:userid` (a contact FireId, or its account uid). The form starts from the
 * contact as first loaded; later live changes do not overwrite what is being typed.
 */
export function EditContactPage() {
  return (
    <PeopleGate>
      <ContactPageFrame titleKey="shell.route.editContact">
        <EditContact />
      </ContactPageFrame>
    </PeopleGate>
  );
}

function EditContact() {
  const t = useT();
  const { language } = useLanguage();
  const { user } = useSession();
  const { userid = '' } = useParams();
  const agenda = useAgenda();
  const accounts = useContactAccounts(canSetLevels(user?.lvl ?? 0));
  const known = accounts.status === 'ready' ? accounts.accounts : null;
  const person = findPerson(withAccounts(agenda.people, known), userid);

  if (agenda.status === 'loading' || accounts.status === 'loading') return <LoadingRows />;
  if (agenda.status === 'error' && agenda.error) {
    return (
      <p className="notice notice--error" role="alert">
        {t(`errors.${agenda.error}`)}
      </p>
    );
  }
  if (!person) return <p className="empty-state">{t('accounts.contact.notFound')}</p>;
  return (
    <ContactFormView
      key={person.id}
      mode="edit"
      contactId={person.id}
      initial={formFromPerson(person, language)}
      original={accountOriginal(person)}
      hasAccount={person.loginId !== ''}
    />
  );
}
