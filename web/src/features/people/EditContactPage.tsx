import { canSeePeopleList } from '@colmena/shared/policy';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../hooks/useLanguage';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { ContactFormView } from './ContactFormView';
import { ContactPageFrame } from './ContactPageFrame';
import { accountOriginal, formFromPerson } from './contactForm';
import { DeleteContactDialog } from './DeleteContactDialog';
import { LoadingRows } from './LoadingRows';
import { mayDeleteContact } from './mayDeleteContact';
import { PasswordActions } from './PasswordActions';
import { PeopleGate } from './PeopleGate';
import { findPerson, rolesInUse, withAccounts } from './people';
import { useAgenda } from './useAgenda';
import { useContactAccounts } from './useContactAccounts';

/**
 * `/userslist/edit/:userid` (a contact FireId, or its account uid). The form starts from the
 * contact as first loaded; later live changes do not overwrite what is being typed. Those
 * allowed (mayDeleteContact) may delete the contact, after a confirmation, and go back to the
 * list; those who manage the account start a new password for it (PasswordActions).
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

const deletedSnackMs = 3000;

function EditContact() {
  const t = useT();
  const { language } = useLanguage();
  const { user, company } = useSession();
  const { notify } = useSnackbar();
  const navigate = useNavigate();
  const { userid = '' } = useParams();
  const agenda = useAgenda();
  const accounts = useContactAccounts(canSeePeopleList(company, user?.lvl ?? 0));
  // Kept apart from `person`: the live list drops the contact as soon as it is deleted, maybe
  // before the command's answer, and the dialog must live on until then.
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const known = accounts.status === 'ready' ? accounts.accounts : null;
  const person = findPerson(withAccounts(agenda.people, known), userid);

  const deleted = () => {
    setToDelete(null);
    notify({ text: t('accounts.contact.deleted'), type: 'success', time: deletedSnackMs });
    navigate('/userslist');
  };

  let content: ReactNode;
  if (agenda.status === 'loading' || accounts.status === 'loading') content = <LoadingRows />;
  else if (agenda.status === 'error' && agenda.error) {
    content = (
      <p className="notice notice--error" role="alert">
        {t(`errors.${agenda.error}`)}
      </p>
    );
  } else if (!person) content = <p className="empty-state">{t('accounts.contact.notFound')}</p>;
  else {
    const name = person.fullName || person.email || t('accounts.people.noName');
    content = (
      <>
        <ContactFormView
          key={person.id}
          mode="edit"
          contactId={person.id}
          initial={formFromPerson(person, language)}
          original={accountOriginal(person)}
          hasAccount={person.loginId !== ''}
          rolesInUse={rolesInUse(agenda.people)}
          onDelete={
            user && mayDeleteContact(user, company, person)
              ? () => setToDelete({ id: person.id, name })
              : undefined
          }
        />
        <PasswordActions person={person} name={name} />
      </>
    );
  }

  return (
    <>
      {content}
      {toDelete && (
        <DeleteContactDialog
          open
          contactId={toDelete.id}
          name={toDelete.name}
          onClose={() => setToDelete(null)}
          onDeleted={deleted}
        />
      )}
    </>
  );
}
