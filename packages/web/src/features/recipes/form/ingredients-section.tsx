import { COMMON_UNITS } from '@potluck/api/domain';
import { Button, Checkbox, Input } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { FormSection, InlineError, invalidProps } from './form-section';
import type { IngredientField, RecipeFormErrors } from './recipe-form-validation';
import type { IngredientRow } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { refocusRowAction, RowActions } from './row-actions';
import type { RecipeFormState } from './use-recipe-form';

const UNITS_LIST_ID = 'recipe-form-units';
const LIST_ERROR_ID = 'ingredients-list-error';

export interface IngredientsSectionProps {
  rows: readonly IngredientRow[];
  errors: RecipeFormErrors['ingredients'];
  /** 'Please add at least one ingredient'. */
  listError?: string;
  form: Pick<RecipeFormState, 'changeRow' | 'addRow' | 'removeRow' | 'moveRow'>;
}

/** Ingredient rows: amount, unit (common units offered), name, preparation, optional. Blank rows are dropped on save. */
export function IngredientsSection({ rows, errors, listError, form }: IngredientsSectionProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | null>(null);

  const add = () => {
    focusNext.current = form.addRow('ingredients');
  };

  return (
    <FormSection title="Ingredients" hint="Empty rows are left out when you save.">
      <datalist id={UNITS_LIST_ID}>
        {COMMON_UNITS.map((u) => (
          <option key={u.id} value={u.id} label={u.label} />
        ))}
      </datalist>
      <div className={styles.rowsContainer}>
        <div className={`${styles.ingredientGrid} ${styles.columnHeads}`} aria-hidden="true">
          <span className={styles.area.amount}>Amount</span>
          <span className={styles.area.unit}>Unit</span>
          <span className={styles.area.name}>Ingredient</span>
          <span className={styles.area.prep}>Preparation</span>
        </div>
        <ul className={styles.rows} ref={listRef}>
          {rows.map((row, index) => {
            const n = index + 1;
            const rowErrors = errors[row.key] ?? {};
            const errorId = (f: IngredientField) => `${row.key}-${f}-error`;
            const nameError = rowErrors.ingredient_name;
            const messages = (['amount', 'unit', 'ingredient_name', 'preparation', 'notes'] as const).filter(
              (f) => rowErrors[f],
            );
            const set = (patch: Partial<Omit<IngredientRow, 'key'>>) => form.changeRow('ingredients', row.key, patch);
            return (
              <li key={row.key} data-row={row.key} className={styles.row}>
                <div className={styles.ingredientGrid}>
                  <Input
                    className={styles.area.amount}
                    aria-label={`Amount, ingredient ${n}`}
                    placeholder="Amount"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={row.amount}
                    onChange={(e) => set({ amount: e.target.value })}
                    {...invalidProps(rowErrors.amount, errorId('amount'))}
                  />
                  <Input
                    className={styles.area.unit}
                    aria-label={`Unit, ingredient ${n}`}
                    placeholder="Unit"
                    list={UNITS_LIST_ID}
                    autoComplete="off"
                    value={row.unit}
                    onChange={(e) => set({ unit: e.target.value })}
                    {...invalidProps(rowErrors.unit, errorId('unit'))}
                  />
                  <Input
                    ref={(el) => {
                      if (el && focusNext.current === row.key) {
                        focusNext.current = null;
                        el.focus();
                      }
                    }}
                    className={styles.area.name}
                    aria-label={`Ingredient ${n} name`}
                    placeholder="Ingredient"
                    value={row.ingredient_name}
                    onChange={(e) => set({ ingredient_name: e.target.value })}
                    {...invalidProps(nameError, errorId('ingredient_name'))}
                    {...(!nameError && index === 0 && listError
                      ? { 'aria-invalid': true as const, 'aria-describedby': LIST_ERROR_ID }
                      : {})}
                  />
                  <Input
                    className={styles.area.prep}
                    aria-label={`Preparation, ingredient ${n}`}
                    placeholder="Preparation"
                    value={row.preparation}
                    onChange={(e) => set({ preparation: e.target.value })}
                    {...invalidProps(rowErrors.preparation, errorId('preparation'))}
                  />
                  <Checkbox
                    className={styles.area.optional}
                    label="Optional"
                    aria-label={`Optional, ingredient ${n}`}
                    checked={row.is_optional}
                    onCheckedChange={(checked) => set({ is_optional: checked === true })}
                  />
                  <RowActions
                    className={styles.area.actions}
                    name={`ingredient ${n}`}
                    isFirst={index === 0}
                    isLast={index === rows.length - 1}
                    onMove={(by) => {
                      form.moveRow('ingredients', row.key, by);
                      refocusRowAction(listRef.current, row.key, by < 0 ? 'up' : 'down');
                    }}
                    onRemove={() => {
                      form.removeRow('ingredients', row.key);
                      addRef.current?.focus();
                    }}
                  />
                </div>
                {messages.map((f) => (
                  <InlineError key={f} id={errorId(f)}>
                    {rowErrors[f]}
                  </InlineError>
                ))}
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.listFooter}>
        <Button ref={addRef} variant="secondary" iconStart={<Plus size={18} />} onClick={add}>
          Add ingredient
        </Button>
        {listError ? <InlineError id={LIST_ERROR_ID}>{listError}</InlineError> : null}
      </div>
    </FormSection>
  );
}
