import type { FromMealPlanInput } from '@potluck/api';
import { daysOf } from '@potluck/api/domain';
import { Alert, Button, Checkbox, Dialog, Field, Inline, Input, Stack, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import * as styles from './meal-plans.css';
import { formatDayLabel } from './day-label';

export interface ShoppingListDialogProps {
  plan: { id: number; name: string; start_date: string; end_date: string };
  onOpenChange: (open: boolean) => void;
  /** Generates the list; the page navigates on success and the dialog shows a rejection. */
  onGenerate: (body: FromMealPlanInput) => Promise<unknown>;
}

/**
 * Create List from a plan (spec 001 §2): name, description, merge similar items, and the days to shop for with
 * Select All / Deselect All. All days ticked sends no day filter (the whole plan).
 */
export function ShoppingListDialog({ plan, onOpenChange, onGenerate }: ShoppingListDialogProps) {
  const days = daysOf(plan.start_date.slice(0, 10), plan.end_date.slice(0, 10));
  const [name, setName] = useState(`${plan.name} ${T.listSuffix}`);
  const [description, setDescription] = useState('');
  const [merge, setMerge] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(days));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (day: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(day);
      else next.delete(day);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !name.trim()) return;
    if (chosen.size === 0) {
      setError(T.daysRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onGenerate({
        meal_plan_id: plan.id,
        // Sent as typed (spec 001 §5).
        name,
        description: description.trim() || null,
        merge_similar_items: merge,
        ...(chosen.size === days.length ? {} : { dates: days.filter((day) => chosen.has(day)) }),
      });
    } catch {
      setError(T.generateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => busy || onOpenChange(open)} title={T.createListTitle}>
      <Stack as="form" gap="md" onSubmit={submit}>
        <fieldset disabled={busy} className={styles.fieldset}>
          <Field label={T.listName} required>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field label={T.description}>
            <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
          </Field>
          <Checkbox label={T.mergeSimilar} checked={merge} onCheckedChange={(checked) => setMerge(checked === true)} />
          <Stack gap="xs" role="group" aria-label={T.daysToInclude}>
            <Inline gap="sm" justify="between">
              <strong>{T.daysToInclude}</strong>
              <Inline gap="xs">
                <Button size="sm" variant="ghost" onClick={() => setChosen(new Set(days))}>
                  {T.selectAll}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())}>
                  {T.deselectAll}
                </Button>
              </Inline>
            </Inline>
            <div className={styles.dayChecks}>
              {days.map((day) => (
                <Checkbox
                  key={day}
                  label={formatDayLabel(day)}
                  checked={chosen.has(day)}
                  onCheckedChange={(checked) => toggle(day, checked === true)}
                />
              ))}
            </div>
          </Stack>
        </fieldset>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Inline justify="end">
          <Button type="submit" disabled={!name.trim()} loading={busy}>
            {T.createList}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
