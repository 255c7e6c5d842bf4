/** Who is looking: the session's `lvl` claim, the contact's Rol and the device (spec §6). */
export interface Viewer {
  signedIn: boolean;
  lvl: number;
  /** The agenda contact's Rol, e.g. 'Cliente' or 'Empleado'. */
  rol?: string;
  mobile: boolean;
  /** The agenda contact, for 'var' widgets that compare one of its fields. */
  contact?: Record<string, unknown> | null;
}

/** A visitor without a session (spec §6: sees only public widgets and the public collection). */
export const anonymousViewer = (mobile: boolean): Viewer => ({
  signedIn: false,
  lvl: 0,
  mobile,
  contact: null,
});
