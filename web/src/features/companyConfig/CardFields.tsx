import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import type { CardForm } from './collectionForm';

/** How a list card reads: its title field, the field shown next (the card's field order), its accent. */
export function CardFields({
  legend,
  card,
  onChange,
}: {
  legend: string;
  card: CardForm;
  onChange(card: CardForm): void;
}) {
  const t = useT();
  return (
    <fieldset className="settings-fieldset settings-grid">
      <legend>{legend}</legend>
      <TextField
        label={t('companyConfig.card.value1')}
        value={card.value1}
        placeholder="Name"
        onValueChange={(value1) => onChange({ ...card, value1 })}
      />
      <TextField
        label={t('companyConfig.card.value3')}
        value={card.value3}
        onValueChange={(value3) => onChange({ ...card, value3 })}
      />
      <TextField
        label={t('companyConfig.card.iconColor')}
        value={card.iconColor}
        placeholder="primary"
        onValueChange={(iconColor) => onChange({ ...card, iconColor })}
      />
      <TextField
        label={t('companyConfig.card.elementName')}
        value={card.elementName}
        onValueChange={(elementName) => onChange({ ...card, elementName })}
      />
    </fieldset>
  );
}
