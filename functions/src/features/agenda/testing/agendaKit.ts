import type { TestApp } from '../../../testing/testApp';

export const demo = 'demo.localhost:8080';
export const strong = 'Alta2026xyz';

export interface Outcome {
  id: string;
  status: 'applied' | 'rejected';
  result?: { contactId: string; uid?: string };
  error?: string;
}

/** Sends commands as a signed-in demo user. */
export function agendaKit(t: TestApp) {
  let n = 0;
  const send = async (cookie: string, type: string, payload: unknown, id = `cmd-${++n}`) => {
    const res = await t.request(demo, '/api/commands', {
      method: 'POST',
      json: { id, type, payload },
      headers: { cookie },
    });
    return { status: res.status, outcome: (await res.json()) as Outcome };
  };
  const newContact = (fields: Record<string, unknown> = {}) => ({
    Name: 'Eva',
    Surname: 'Nueva',
    Rol: 'Empleado',
    email: 'eva@demo.test',
    phone: '600000000',
    lenguage: 'en',
    password: strong,
    confirmPassword: strong,
    ...fields,
  });
  const contact = (id: string) => t.deps.store.get('demo', 'agenda', id);
  const account = (email: string) => t.deps.accounts.findByEmail('demo', email);
  return { send, newContact, contact, account };
}
