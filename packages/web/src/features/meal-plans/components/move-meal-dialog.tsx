import type { Meal, MealUpdate } from '@potluck/api';
import { daysOf, isPastDay, MEAL_SLOTS } from '@potluck/api/domain';
import { Button, Dialog, Field, Inline, MEAL_SLOT_LABELS, Stack } from '@potluck/ui';
import { useId, useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { formatDayLabel } from './day-label';

type Slot = (typeof MEAL_SLOTS)[number];

export interface MoveMealDialogProps {
  meal: Meal;
  plan: { start_date: string; end_date: string; include_snacks: boolean };
  today: string;
  onOpenChange: (open: boolean) => void;
  /** Moves the meal; a rejection keeps the dialog open. */
  onMove: (body: Pick<MealUpdate, 'meal_date' | 'meal_type'>) => Promise<unknown>;
}

/** Move a meal to another day (today or later, inside the plan) or slot: the keyboard way of moving. */
export function MoveMealDialog({ meal, plan, today, onOpenChange, onMove }: MoveMealDialogProps) {
  const days = daysOf(plan.start_date.slice(0, 10), plan.end_date.slice(0, 10)).filter((d) => !isPastDay(d, today));
  const slots = plan.include_snacks ? MEAL_SLOTS : MEAL_SLOTS.filter((slot) => slot !== 'snack');
  const [day, setDay] = useState(meal.meal_date.slice(0, 10));
  const [slot, setSlot] = useState<string>(meal.meal_type);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const name = meal.recipe_name ?? meal.custom_meal_name ?? '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onMove({ meal_date: day, meal_type: slot as Slot });
    } catch {
      // The page said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => busy || onOpenChange(open)} title={T.moveTitle(name)}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <Field label={T.moveDay} id={`${ids}-day`}>
            <select
              id={`${ids}-day`}
              className={styles.select}
              value={day}
              onChange={(event) => setDay(event.target.value)}
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDayLabel(d)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={T.moveSlot} id={`${ids}-slot`}>
            <select
              id={`${ids}-slot`}
              className={styles.select}
              value={slot}
              onChange={(event) => setSlot(event.target.value)}
            >
              {slots.map((s) => (
                <option key={s} value={s}>
                  {MEAL_SLOT_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
        <Inline justify="end">
          <Button type="submit" loading={busy}>
            {T.move}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
