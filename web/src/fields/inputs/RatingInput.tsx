import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { ratingStars } from '../ratingScale';
import { ClearButton } from './ClearButton';

/**
 * Stars as native radios (arrow keys move along them, as in any radio group), each a 44 px
 * target named "3 of 5 stars"; the stars up to the chosen one are filled.
 */
export function RatingInput(props: KitInputProps) {
  const t = useT();
  const max = ratingStars(props.field);
  const current = typeof props.value === 'number' ? props.value : 0;
  return (
    <div className="kit-row">
      <div
        className="kit-rating"
        role="radiogroup"
        aria-labelledby={props.labelId}
        aria-invalid={props.invalid ? true : undefined}
        aria-required={props.required ? true : undefined}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((count) => (
          <label key={count} className={`kit-rating__star${count <= current ? ' is-on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              id={count === 1 ? props.id : undefined}
              name={props.id}
              value={count}
              checked={current === count}
              disabled={props.disabled}
              onChange={() => props.onChange(count)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('fields.input.ratingStar', { count, max })}</span>
          </label>
        ))}
      </div>
      <ClearButton {...props} />
    </div>
  );
}
