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
import { Checkbox } from '../checkbox/checkbox';
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

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

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

  const toggleCuisine = (cuisine: Cuisine, on: boolean) =>
    setCuisines((current) => (on ? [...current, cuisine] : current.filter((c) => c !== cuisine)));

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
        <Field label="Skill level">
          <Select
            value={skill}
            onValueChange={(v) => setSkill(v as typeof skill)}
            options={options(SKILL_LEVELS, SKILL_LABELS)}
          />
        </Field>
        <Field label="Cooking time">
          <Select
            value={time}
            onValueChange={(v) => setTime(v as typeof time)}
            options={options(COOKING_TIME_PREFERENCES, TIME_LABELS)}
          />
        </Field>
        <Field label="Kitchen equipment">
          <Select
            value={equipment}
            onValueChange={(v) => setEquipment(v as typeof equipment)}
            options={options(EQUIPMENT_LEVELS, EQUIPMENT_LABELS)}
          />
        </Field>
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Preferred cuisines</legend>
        <div className={styles.cuisines}>
          {CUISINES.map((cuisine) => (
            <Checkbox
              key={cuisine}
              label={optionLabel(cuisine)}
              checked={cuisines.includes(cuisine)}
              onCheckedChange={(on) => toggleCuisine(cuisine, on === true)}
            />
          ))}
        </div>
      </fieldset>
      <Field label="Favorite ingredients" hint="Separate them with commas">
        <Input value={favorites} onChange={(e) => setFavorites(e.target.value)} placeholder="garlic, lemon, basil" />
      </Field>
      <Field label="Disliked ingredients" hint="Separate them with commas">
        <Input value={dislikes} onChange={(e) => setDislikes(e.target.value)} placeholder="cilantro, olives" />
      </Field>
      <Field label="Cooking goals" hint="Separate them with commas">
        <Input
          value={goals}
          onChange={(e) => setGoals(e.target.value)}
          placeholder="eat more vegetables, cook on weeknights"
        />
      </Field>
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
