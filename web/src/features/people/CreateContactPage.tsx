import { useLanguage } from '../../hooks/useLanguage';
import { ContactFormView } from './ContactFormView';
import { ContactPageFrame } from './ContactPageFrame';
import { emptyContactForm } from './contactForm';
import { PeopleGate } from './PeopleGate';

/** `/userslist/create/`: a new account and its agenda contact in one command. */
export function CreateContactPage() {
  const { language } = useLanguage();
  return (
    <PeopleGate>
      <ContactPageFrame titleKey="shell.route.createContact">
        <ContactFormView
          mode="create"
          initial={emptyContactForm(language)}
          original={{ lvl: null, disabled: null }}
        />
      </ContactPageFrame>
    </PeopleGate>
  );
}
