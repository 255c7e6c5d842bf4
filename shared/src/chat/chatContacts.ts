import { isClientRol } from '../policy/accountRules';
import { levels } from '../policy/levels';

type Doc = Readonly<Record<string, unknown>>;

/** Who picks people for a new chat. */
export interface ChatPicker {
  uid: string;
  lvl: number;
  rol?: string | undefined;
}

export interface ChatContactFacts {
  /** The company setting (spec §6): hide agenda and chat contacts from basic employees. */
  hideContactsFromEmployees: boolean;
  /** LoginIDs of the staff accounts (level ≥ coordinator); asked only when the setting is on. */
  staff: () => ReadonlySet<string>;
}

/** A client, for chat: Rol Cliente below level 100 (level 100 is everyone's admin). */
const pickerIsClient = (picker: ChatPicker) => isClientRol(picker.rol) && picker.lvl < levels.admin;

/** Whether the chat picker needs the staff accounts at all (so the server asks only then). */
export function needsStaff(picker: ChatPicker, hideContactsFromEmployees: boolean): boolean {
  return hideContactsFromEmployees && (picker.lvl < levels.coordinator || pickerIsClient(picker));
}

/**
 * May `picker` start a chat with this agenda contact? The chat's own list, apart from the
 * people list (which agendaViewLvl opens to staff only): a basic employee needs to reach their
 * coordinator without reading the company's agenda.
 * - Only contacts with an account (a LoginID) that is not disabled, never oneself.
 * - Staff (level ≥ coordinator, not a client) may pick anyone.
 * - With hideContactsFromEmployees on, basic employees and clients pick only staff accounts.
 * - Clients are separated from workers: a client never picks another client (clients do not
 *   learn who the company's other clients are), only the company's workers.
 */
export function mayChatWith(picker: ChatPicker, contact: Doc, facts: ChatContactFacts): boolean {
  const loginId = contact.LoginID;
  if (typeof loginId !== 'string' || loginId === '' || loginId === picker.uid || contact.disabled === true)
    return false;
  const client = pickerIsClient(picker);
  if (!client && picker.lvl >= levels.coordinator) return true;
  if (facts.hideContactsFromEmployees && !facts.staff().has(loginId)) return false;
  return !(client && isClientRol(typeof contact.Rol === 'string' ? contact.Rol : undefined));
}

/** A contact as the chat picker shows it: no e-mail or phone, only who they are. */
export interface ChatContact {
  id: string;
  uid: string;
  name: string;
  rol: string;
  client: boolean;
  imgUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Name Surname" of a contact, or its e-mail when it has no name. */
export function contactDisplayName(contact: Doc): string {
  const name = [text(contact.Name), text(contact.Surname)].filter(Boolean).join(' ');
  return name || text(contact.email);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The picker's list: the contacts `picker` may chat with, sorted by full name (spec §6). */
export function chatContacts(
  picker: ChatPicker,
  agenda: readonly Doc[],
  facts: ChatContactFacts,
): ChatContact[] {
  return agenda
    .filter((contact) => typeof contact.FireId === 'string' && mayChatWith(picker, contact, facts))
    .map((contact) => {
      const rol = text(contact.Rol);
      const img = text(contact.ImgUrl);
      return {
        id: contact.FireId as string,
        uid: contact.LoginID as string,
        name: contactDisplayName(contact),
        rol,
        client: isClientRol(rol),
        ...(img ? { imgUrl: img } : {}),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}
