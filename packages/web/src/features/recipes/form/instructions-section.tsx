import { Button, Field, Input, Textarea } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { FormSection, InlineError, invalidProps } from './form-section';
import type { InstructionField, RecipeFormErrors } from './recipe-form-validation';
import type { InstructionRow } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { refocusRowAction, RowActions } from './row-actions';
import type { RecipeFormState } from './use-recipe-form';

const LIST_ERROR_ID = 'instructions-list-error';
// The step's text alone is named "Step N"; its other controls say "instruction N", so a search
// for the label "Step 1" (people, tests) finds exactly one control.

export interface InstructionsSectionProps {
  rows: readonly InstructionRow[];
  errors: RecipeFormErrors['instructions'];
  /** 'Please add at least one instruction'. */
  listError?: string;
  form: Pick<RecipeFormState, 'changeRow' | 'addRow' | 'removeRow' | 'moveRow'>;
}

/** Steps numbered from 1 in the order shown, each with an optional time and temperature. */
export function InstructionsSection({ rows, errors, listError, form }: InstructionsSectionProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | null>(null);

  return (
    <FormSection title="Instructions" hint="Steps are numbered in this order; empty steps are left out when you save.">
      <ol className={`${styles.rows} ${styles.rowsContainer}`} ref={listRef}>
        {rows.map((row, index) => {
          const n = index + 1;
          const rowErrors = errors[row.key] ?? {};
          const errorId = (f: InstructionField) => `${row.key}-${f}-error`;
          const textError = rowErrors.instruction;
          const set = (patch: Partial<Omit<InstructionRow, 'key'>>) => form.changeRow('instructions', row.key, patch);
          return (
            <li key={row.key} data-row={row.key} className={`${styles.row} ${styles.stepRow}`}>
              <span className={styles.stepNumber} aria-hidden="true">
                {n}
              </span>
              <div className={styles.stepText}>
                <Textarea
                  ref={(el) => {
                    if (el && focusNext.current === row.key) {
                      focusNext.current = null;
                      el.focus();
                    }
                  }}
                  aria-label={`Step ${n}`}
                  placeholder="What to do in this step"
                  rows={2}
                  value={row.instruction}
                  onChange={(e) => set({ instruction: e.target.value })}
                  {...invalidProps(textError, errorId('instruction'))}
                  {...(!textError && index === 0 && listError
                    ? { 'aria-invalid': true as const, 'aria-describedby': LIST_ERROR_ID }
                    : {})}
                />
                {textError ? <InlineError id={errorId('instruction')}>{textError}</InlineError> : null}
                <div className={styles.stepDetails}>
                  <Field label="Time (minutes)" error={rowErrors.time_minutes}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      aria-label={`Time (minutes), instruction ${n}`}
                      value={row.time_minutes}
                      onChange={(e) => set({ time_minutes: e.target.value })}
                    />
                  </Field>
                  <Field label="Temperature" error={rowErrors.temperature}>
                    <Input
                      aria-label={`Temperature, instruction ${n}`}
                      placeholder="e.g. 180°C"
                      value={row.temperature}
                      onChange={(e) => set({ temperature: e.target.value })}
                    />
                  </Field>
                </div>
              </div>
              <RowActions
                className={styles.stepActions}
                name={`instruction ${n}`}
                isFirst={index === 0}
                isLast={index === rows.length - 1}
                onMove={(by) => {
                  form.moveRow('instructions', row.key, by);
                  refocusRowAction(listRef.current, row.key, by < 0 ? 'up' : 'down');
                }}
                onRemove={() => {
                  form.removeRow('instructions', row.key);
                  addRef.current?.focus();
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.listFooter}>
        <Button
          ref={addRef}
          variant="secondary"
          iconStart={<Plus size={18} />}
          onClick={() => {
            focusNext.current = form.addRow('instructions');
          }}
        >
          Add step
        </Button>
        {listError ? <InlineError id={LIST_ERROR_ID}>{listError}</InlineError> : null}
      </div>
    </FormSection>
  );
}
