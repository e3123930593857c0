import {
  COOKING_TIME_PREFERENCES,
  CUISINES,
  EQUIPMENT_LEVELS,
  SKILL_LEVELS,
  SPICE_TOLERANCE_MAX,
  SPICE_TOLERANCE_MIN,
  optionLabel,
  splitCommaList,
  type CookingPreferences,
  type CookingPreferencesInput,
} from '@potluck/api';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { CheckboxGroup } from '../checkbox-group/checkbox-group';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { EQUIPMENT_LABELS, SKILL_LABELS, SPICE_LABELS, TIME_LABELS } from './cooking-preferences.labels';
import * as styles from './cooking-preferences.css';

type Cuisine = (typeof CUISINES)[number];

export interface CookingPreferencesFormProps {
  preferences: CookingPreferences;
  /** Saves the whole set; the form stays open when it rejects. */
  onSave: (input: CookingPreferencesInput) => Promise<unknown>;
  onCancel: () => void;
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Every option, in the order shown. */
  options: readonly T[];
  labels: Record<T, string>;
}

/** A labelled select of one option list. */
function ChoiceField<T extends string>({ label, value, onChange, options, labels }: ChoiceFieldProps<T>) {
  return (
    <Field label={label}>
      <Select
        value={value}
        onValueChange={(v) => onChange(v as T)}
        options={options.map((option) => ({ value: option, label: labels[option] }))}
      />
    </Field>
  );
}

interface ListFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** A list typed comma-separated. */
function ListField({ label, value, onChange, placeholder }: ListFieldProps) {
  return (
    <Field label={label} hint="Separate them with commas">
      <Input value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </Field>
  );
}

/** Edit mode of the cooking preferences: every option list of spec 001 §5; lists typed comma-separated. */
export function CookingPreferencesForm({ preferences, onSave, onCancel }: CookingPreferencesFormProps) {
  const [skill, setSkill] = useState(preferences.skill_level);
  const [time, setTime] = useState(preferences.cooking_time_preference);
  const [equipment, setEquipment] = useState(preferences.kitchen_equipment);
  const [spice, setSpice] = useState(preferences.spice_tolerance);
  const [cuisines, setCuisines] = useState<Cuisine[]>(preferences.preferred_cuisines);
  const [favorites, setFavorites] = useState(preferences.favorite_ingredients.join(', '));
  const [dislikes, setDislikes] = useState(preferences.disliked_ingredients.join(', '));
  const [goals, setGoals] = useState(preferences.cooking_goals.join(', '));
  const [saving, setSaving] = useState(false);
  const spiceId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        skill_level: skill,
        cooking_time_preference: time,
        kitchen_equipment: equipment,
        spice_tolerance: spice,
        preferred_cuisines: CUISINES.filter((c) => cuisines.includes(c)),
        favorite_ingredients: splitCommaList(favorites),
        disliked_ingredients: splitCommaList(dislikes),
        cooking_goals: splitCommaList(goals),
      });
    } catch {
      // The caller reported the failure; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.root} onSubmit={(e) => void submit(e)} aria-label="Edit cooking preferences">
      <div className={styles.grid}>
        <ChoiceField
          label="Skill level"
          value={skill}
          onChange={setSkill}
          options={SKILL_LEVELS}
          labels={SKILL_LABELS}
        />
        <ChoiceField
          label="Cooking time"
          value={time}
          onChange={setTime}
          options={COOKING_TIME_PREFERENCES}
          labels={TIME_LABELS}
        />
        <ChoiceField
          label="Kitchen equipment"
          value={equipment}
          onChange={setEquipment}
          options={EQUIPMENT_LEVELS}
          labels={EQUIPMENT_LABELS}
        />
        <Field label="Spice tolerance" hint="1 is mild, 5 is very hot" id={spiceId}>
          <span className={styles.spice}>
            <input
              id={spiceId}
              className={styles.range}
              type="range"
              min={SPICE_TOLERANCE_MIN}
              max={SPICE_TOLERANCE_MAX}
              step={1}
              value={spice}
              aria-valuetext={`${spice} – ${SPICE_LABELS[spice]}`}
              onChange={(e) => setSpice(Number(e.target.value))}
            />
            <span className={styles.spiceValue} aria-hidden="true">
              {spice} · {SPICE_LABELS[spice]}
            </span>
          </span>
        </Field>
      </div>
      <CheckboxGroup
        legend="Preferred cuisines"
        options={CUISINES}
        labelOf={optionLabel}
        value={cuisines}
        onChange={setCuisines}
      />
      <ListField
        label="Favorite ingredients"
        value={favorites}
        onChange={setFavorites}
        placeholder="garlic, lemon, basil"
      />
      <ListField label="Disliked ingredients" value={dislikes} onChange={setDislikes} placeholder="cilantro, olives" />
      <ListField
        label="Cooking goals"
        value={goals}
        onChange={setGoals}
        placeholder="eat more vegetables, cook on weeknights"
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
