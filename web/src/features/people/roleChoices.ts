import { roles } from '@colmena/shared/schemas';

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const base: readonly string[] = [roles.client, roles.employee];
const sameAs = (a: string, b: string) => collator.compare(a, b) === 0;

/**
 * The Rol picker's list: Cliente and Empleado first (the two the policy knows, spec §6), then
 * the company's own roles already in use in its agenda, sorted, each once; the contact's
 * current Rol is kept even when it is only a spelling of another ("cliente").
 */
export function roleChoices(inUse: readonly string[], current: string): string[] {
  const own: string[] = [];
  for (const raw of inUse) {
    const rol = raw.trim();
    if (rol === '' || [...base, ...own].some((known) => sameAs(known, rol))) continue;
    own.push(rol);
  }
  const choices = [...base, ...own.sort(collator.compare)];
  const now = current.trim();
  if (now !== '' && !choices.includes(now)) choices.push(now);
  return choices;
}

/**
 * A role typed as new: trimmed, and spelled as Cliente or Empleado when it is one of them in
 * other letters, so a typed "cliente" is the client Rol the policy knows (and the form then
 * says the person becomes a client) rather than a team role that looks like one.
 */
export function typedRol(typed: string): string {
  const rol = typed.trim();
  return base.find((known) => sameAs(known, rol)) ?? rol;
}
