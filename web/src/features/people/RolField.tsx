import { isClientRol } from '@colmena/shared/policy';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { roleChoices, typedRol } from './roleChoices';
import { SelectField } from './SelectField';

interface Props {
  value: string;
  /** The Rol values of the company's agenda (the live list). */
  inUse: readonly string[];
  onChoose(rol: string): void;
}

const other = '\u0000other';

/**
 * Rol picked from a list (Cliente, Empleado, the company's own roles), never free text that
 * silently changes who is a client: "Another team role…" opens a field for a new team role,
 * said to be one. What a change means is said by the form (statusChange).
 */
export function RolField({ value, inUse, onChoose }: Props) {
  const t = useT();
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const choices = roleChoices(inUse, value);
  const clientTyped = isClientRol(typedRol(typed));
  return (
    <>
      <SelectField
        label={t('people.rol.label')}
        value={typing ? other : value}
        placeholder="—"
        options={[
          ...choices.map((rol) => ({ value: rol, label: rol })),
          { value: other, label: t('people.rol.other') },
        ]}
        onValueChange={(choice) => {
          if (choice === other) {
            setTyping(true);
            return;
          }
          setTyping(false);
          onChoose(choice);
        }}
      />
      {typing && (
        <TextField
          label={t('people.rol.new')}
          name="newRol"
          autoComplete="off"
          maxLength={100}
          value={typed}
          hint={
            clientTyped
              ? { text: t('people.rol.notTeam'), tone: 'bad' }
              : { text: t('people.rol.newHint'), tone: 'neutral' }
          }
          onValueChange={(text) => {
            setTyped(text);
            const rol = typedRol(text);
            // A team role field never makes a client: that is "Cliente" in the list, said as such.
            if (rol !== '' && !isClientRol(rol)) onChoose(rol);
          }}
        />
      )}
    </>
  );
}
