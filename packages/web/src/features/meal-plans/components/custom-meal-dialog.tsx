import type { MealInput } from '@potluck/api';
import { Button, Dialog, Field, Inline, Input, Stack, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';

export interface CustomMealDialogProps {
  /** e.g. 'dinner' and 'Tuesday, March 4'. */
  slotLabel: string;
  dayLabel: string;
  onOpenChange: (open: boolean) => void;
  /** Adds the meal; a rejection keeps the dialog open with the typed values. */
  onAdd: (meal: Pick<MealInput, 'custom_meal_name' | 'custom_meal_notes'>) => Promise<unknown>;
}

/** A meal without a recipe (leftovers, eating out): a name and notes, added in place. */
export function CustomMealDialog({ slotLabel, dayLabel, onOpenChange, onAdd }: CustomMealDialogProps) {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      await onAdd({ custom_meal_name: name.trim(), custom_meal_notes: notes.trim() || null });
    } catch {
      // The page said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => busy || onOpenChange(open)} title={T.customTitle(slotLabel, dayLabel)}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <Field label={T.customName} required>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label={T.customNotes}>
            <Textarea rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </Field>
        </fieldset>
        <Inline justify="end">
          <Button type="submit" disabled={!name.trim()} loading={busy}>
            {T.addMeal}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
