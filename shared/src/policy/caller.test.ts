import { describe, expect, it } from 'vitest';
import { actorOfCaller, signedInCaller, viewerOfCaller, visitorCaller } from './caller';

describe('the caller', () => {
  it('a visitor is signed out and keeps its device', () => {
    expect(visitorCaller(true)).toEqual({ signedIn: false, mobile: true });
    expect(viewerOfCaller(visitorCaller(false))).toEqual({
      signedIn: false,
      lvl: 0,
      mobile: false,
      contact: null,
    });
  });

  it('a signed-in caller takes its contact id and Rol from the contact', () => {
    const contact = { FireId: 'c1', Rol: 'Cliente', Name: 'Clara' };
    const caller = signedInCaller({ uid: 'u1', lvl: 10 }, contact, true);
    expect(caller).toEqual({
      signedIn: true,
      uid: 'u1',
      lvl: 10,
      contact,
      contactId: 'c1',
      rol: 'Cliente',
      mobile: true,
    });
    expect(viewerOfCaller(caller)).toEqual({
      signedIn: true,
      lvl: 10,
      mobile: true,
      contact,
      rol: 'Cliente',
    });
  });

  it.each([
    ['no contact', null],
    ['a contact without a FireId or Rol', { Name: 'x' }],
    ['a FireId and Rol that are not text', { FireId: 7, Rol: ['Cliente'] }],
  ])('%s: no contact id, no Rol', (_case, contact) => {
    const caller = signedInCaller({ uid: 'u1', lvl: 0 }, contact, false);
    expect(caller.contactId).toBeNull();
    expect('rol' in caller).toBe(false);
    expect('rol' in viewerOfCaller(caller)).toBe(false);
    expect(actorOfCaller(caller)).toEqual({ uid: 'u1', contactId: null, lvl: 0 });
    expect('rol' in actorOfCaller(caller)).toBe(false);
  });

  it('a command records exactly uid, contact id, lvl and Rol', () => {
    const caller = signedInCaller(
      { uid: 'u1', lvl: 50 },
      { FireId: 'c1', Rol: 'Empleado', Name: 'Eva' },
      true,
    );
    expect(actorOfCaller(caller)).toStrictEqual({ uid: 'u1', contactId: 'c1', lvl: 50, rol: 'Empleado' });
  });
});
