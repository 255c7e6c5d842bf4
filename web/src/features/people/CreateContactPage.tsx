import { useLanguage } from '../../hooks/useLanguage';
import { ContactFormView } from './ContactFormView';
import { ContactPageFrame } from './ContactPageFrame';
import { emptyContactForm } from './contactForm';
import { PeopleGate } from './PeopleGate';
import { rolesInUse } from './people';
import { useAgenda } from './useAgenda';

/** `/userslist/create/`: a new account and its agenda contact in one command. */
export function CreateContactPage() {
  return (
    <PeopleGate>
      <ContactPageFrame titleKey="shell.route.createContact">
        <CreateContact />
      </ContactPageFrame>
    </PeopleGate>
  );
}

function CreateContact() {
  const { language } = useLanguage();
  const agenda = useAgenda();
  return (
    <ContactFormView
      mode="create"
      initial={emptyContactForm(language)}
      original={{ lvl: null, disabled: null }}
      rolesInUse={rolesInUse(agenda.people)}
    />
  );
}
