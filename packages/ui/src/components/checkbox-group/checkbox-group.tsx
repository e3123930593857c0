import { Checkbox } from '../checkbox/checkbox';
import * as styles from './checkbox-group.css';

export interface CheckboxGroupProps<T extends string> {
  /** Names the group (a fieldset legend). */
  legend: string;
  /** Every option, in the order shown. */
  options: readonly T[];
  /** The label of one option. */
  labelOf: (option: T) => string;
  /** The options ticked. */
  value: readonly T[];
  /** The ticked options after a change, in the order ticked. */
  onChange: (value: T[]) => void;
}

/** A legend over a grid of checkboxes (cuisines, dietary preferences): as many columns as fit. */
export function CheckboxGroup<T extends string>({ legend, options, labelOf, value, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labelOf(option)}
            checked={value.includes(option)}
            onCheckedChange={(on) => onChange(on === true ? [...value, option] : value.filter((o) => o !== option))}
          />
        ))}
      </div>
    </fieldset>
  );
}
