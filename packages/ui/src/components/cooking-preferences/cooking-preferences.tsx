import { CUISINES, optionLabel, type CookingPreferences, type CookingPreferencesInput } from '@potluck/api';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button/button';
import { Fact, FactList } from '../fact-list/fact-list';
import { CookingPreferencesForm } from './cooking-preferences-form';
import { EQUIPMENT_LABELS, SKILL_LABELS, SPICE_LABELS, TIME_LABELS } from './cooking-preferences.labels';
import * as styles from './cooking-preferences.css';

export interface CookingPreferencesPanelProps {
  preferences: CookingPreferences;
  /** Saves the whole set. Resolving returns to view mode; rejecting keeps the form (the caller says why). */
  onSave: (input: CookingPreferencesInput) => Promise<unknown>;
  /** Open in edit mode. @default false */
  defaultEditing?: boolean;
}

/** Muted (from Fact's empty), and italic. */
const NONE_YET = <span className={styles.none}>None yet</span>;

/**
 * The profile's cooking tab (spec 001 §2, §3, §5): the preferences in view mode, Edit to change them, then
 * Save or Cancel. Cuisines are shown in the spec's order.
 */
export function CookingPreferencesPanel({ preferences, onSave, defaultEditing = false }: CookingPreferencesPanelProps) {
  const [editing, setEditing] = useState(defaultEditing);
  const cuisines = CUISINES.filter((c) => preferences.preferred_cuisines.includes(c)).map(optionLabel);
  return (
    <section className={styles.root} aria-labelledby="cooking-preferences-title">
      <div className={styles.header}>
        <h2 id="cooking-preferences-title" className={styles.title}>
          Cooking preferences
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" iconStart={<Pencil size={16} />} onClick={() => setEditing(true)}>
            Edit Preferences
          </Button>
        )}
      </div>
      {editing ? (
        <CookingPreferencesForm
          preferences={preferences}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            await onSave(input);
            setEditing(false);
          }}
        />
      ) : (
        <FactList>
          <Fact term="Skill level">{SKILL_LABELS[preferences.skill_level]}</Fact>
          <Fact term="Cooking time">{TIME_LABELS[preferences.cooking_time_preference]}</Fact>
          <Fact term="Kitchen equipment">{EQUIPMENT_LABELS[preferences.kitchen_equipment]}</Fact>
          <Fact term="Spice tolerance">
            {preferences.spice_tolerance} of 5 · {SPICE_LABELS[preferences.spice_tolerance]}
          </Fact>
          <Fact term="Preferred cuisines" badges={cuisines} empty={NONE_YET} />
          <Fact term="Favorite ingredients" badges={preferences.favorite_ingredients} empty={NONE_YET} />
          <Fact term="Disliked ingredients" badges={preferences.disliked_ingredients} empty={NONE_YET} />
          <Fact term="Cooking goals" badges={preferences.cooking_goals} empty={NONE_YET} />
        </FactList>
      )}
    </section>
  );
}
