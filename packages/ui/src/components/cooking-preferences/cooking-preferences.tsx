import { CUISINES, optionLabel, type CookingPreferences, type CookingPreferencesInput } from '@potluck/api';
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
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

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className={styles.none}>None yet</span>;
  return (
    <span className={styles.chips}>
      {items.map((item) => (
        <Badge key={item}>{item}</Badge>
      ))}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

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
        <dl className={styles.facts}>
          <Fact term="Skill level">{SKILL_LABELS[preferences.skill_level]}</Fact>
          <Fact term="Cooking time">{TIME_LABELS[preferences.cooking_time_preference]}</Fact>
          <Fact term="Kitchen equipment">{EQUIPMENT_LABELS[preferences.kitchen_equipment]}</Fact>
          <Fact term="Spice tolerance">
            {preferences.spice_tolerance} of 5 · {SPICE_LABELS[preferences.spice_tolerance]}
          </Fact>
          <Fact term="Preferred cuisines">
            <List items={cuisines} />
          </Fact>
          <Fact term="Favorite ingredients">
            <List items={preferences.favorite_ingredients} />
          </Fact>
          <Fact term="Disliked ingredients">
            <List items={preferences.disliked_ingredients} />
          </Fact>
          <Fact term="Cooking goals">
            <List items={preferences.cooking_goals} />
          </Fact>
        </dl>
      )}
    </section>
  );
}
