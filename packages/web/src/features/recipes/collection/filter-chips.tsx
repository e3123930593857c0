import { optionLabel } from '@potluck/api';
import type { SelectOption } from '@potluck/ui';
import { X } from 'lucide-react';
import type { CollectionFilters } from './collection-params';
import type { FilterOptions } from './filter-panel';
import * as styles from './collection.css';

const labelOf = (options: readonly SelectOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? optionLabel(value);

export interface FilterChipsProps {
  filters: CollectionFilters;
  options: FilterOptions;
  onChange: (filters: CollectionFilters) => void;
}

/** The filters in effect, each removable with one click, so a closed menu hides nothing. */
export function FilterChips({ filters, options, onChange }: FilterChipsProps) {
  const chips: { key: keyof CollectionFilters; label: string }[] = [];
  if (filters.category !== null)
    chips.push({ key: 'category', label: labelOf(options.categories, String(filters.category)) });
  if (filters.difficulty) chips.push({ key: 'difficulty', label: labelOf(options.difficulties, filters.difficulty) });
  if (filters.cuisine) chips.push({ key: 'cuisine', label: labelOf(options.cuisines, filters.cuisine) });
  if (filters.meal) chips.push({ key: 'meal', label: labelOf(options.mealTypes, filters.meal) });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map(({ key, label }) => (
        <li key={key} className={styles.chipItem}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter ${label}`}
            onClick={() => onChange({ ...filters, [key]: null })}
          >
            {label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
