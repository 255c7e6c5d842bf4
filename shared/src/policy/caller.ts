import type { Viewer } from './viewer';

type Doc = Readonly<Record<string, unknown>>;

/**
 * Who makes a request, resolved once per request by the server (platform/http/callerMiddleware)
 * and handed to every rule: reads, live subscriptions and commands all see the same caller.
 */
export type Caller = SignedInCaller | VisitorCaller;

export interface SignedInCaller {
  signedIn: true;
  uid: string;
  /** The account's `lvl` claim (spec §6). */
  lvl: number;
  /** The agenda contact whose LoginID is `uid` (spec §7), for owner rules and 'var' widgets. */
  contact: Doc | null;
  /** The contact's FireId (owner arrays hold it), null without a contact. */
  contactId: string | null;
  /** The contact's Rol, e.g. 'Cliente' (a client ranks below staff for writes and widgets). */
  rol?: string;
  mobile: boolean;
}

/** A visitor without a session: public widgets and public collections only (spec §6). */
export interface VisitorCaller {
  signedIn: false;
  mobile: boolean;
}

export const visitorCaller = (mobile: boolean): VisitorCaller => ({ signedIn: false, mobile });

/** A signed-in caller from its account and its agenda contact (or none). */
export function signedInCaller(
  account: { uid: string; lvl: number },
  contact: Doc | null,
  mobile: boolean,
): SignedInCaller {
  const contactId = typeof contact?.FireId === 'string' ? contact.FireId : null;
  const rol = typeof contact?.Rol === 'string' ? contact.Rol : undefined;
  return {
    signedIn: true,
    uid: account.uid,
    lvl: account.lvl,
    contact,
    contactId,
    ...(rol === undefined ? {} : { rol }),
    mobile,
  };
}

/** The widget rules' view of a caller (spec §6: level, Rol, device, the contact for 'var'). */
export function viewerOfCaller(caller: Caller): Viewer {
  if (!caller.signedIn) return { signedIn: false, lvl: 0, mobile: caller.mobile, contact: null };
  const { lvl, mobile, contact, rol } = caller;
  return { signedIn: true, lvl, mobile, contact, ...(rol === undefined ? {} : { rol }) };
}

/**
 * What a command records as its actor: exactly these fields, so command records (and their
 * replay) do not change with what else the caller carries.
 */
export interface CommandActor {
  uid: string;
  contactId: string | null;
  lvl: number;
  rol?: string;
}

export function actorOfCaller(caller: SignedInCaller): CommandActor {
  const { uid, contactId, lvl, rol } = caller;
  return { uid, contactId, lvl, ...(rol === undefined ? {} : { rol }) };
}
