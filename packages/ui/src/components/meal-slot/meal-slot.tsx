import { cva } from 'class-variance-authority';
import { Check, CircleCheck, Coffee, Cookie, MoveRight, Plus, Sandwich, Soup, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import * as styles from './meal-slot.css';
import { MEAL_SLOT_LABELS, type MealSlotType, type PlannedMeal } from './meal-slot.types';

const slot = cva(styles.slot, { variants: { state: { empty: styles.slotEmpty, filled: '', done: styles.slotDone } } });
const mealName = cva(styles.mealName, { variants: { done: { true: styles.mealDone } } });

const ICONS: Record<MealSlotType, ReactNode> = {
  breakfast: <Coffee size={14} />,
  lunch: <Sandwich size={14} />,
  dinner: <Soup size={14} />,
  snack: <Cookie size={14} />,
};

export interface MealSlotProps {
  mealType: MealSlotType;
  /** The planned meal, or nothing for an empty slot. */
  meal?: PlannedMeal | null;
  /**
   * Past days cannot be added to or removed from (spec: 'Past • Read Only').
   * @default false
   */
  readOnly?: boolean;
  /** Starts adding a recipe to this slot (the page stores the meal-planning context). */
  onAdd?: () => void;
  /** Opens the recipe detail of the meal. */
  onOpen?: () => void;
  onRemove?: () => void;
  /** Moves the meal to another day or slot (the keyboard-friendly way; the page may offer dragging too). */
  onMove?: () => void;
  /** Marks the meal cooked or not cooked; without it the slot only shows the state. */
  onToggleCompleted?: () => void;
  /**
   * A drag handle the page supplies from its drag-and-drop library, shown before the meal type. Leave it out
   * where the meal cannot move (past days, read-only plans).
   */
  dragHandle?: ReactNode;
}

/** One meal of a plan day: empty with an Add button, planned, or eaten (completed). */
export function MealSlot({
  mealType,
  meal,
  readOnly = false,
  onAdd,
  onOpen,
  onRemove,
  onMove,
  onToggleCompleted,
  dragHandle,
}: MealSlotProps) {
  const label = MEAL_SLOT_LABELS[mealType];
  const name = meal ? (meal.recipe_name ?? meal.custom_meal_name ?? 'Untitled meal') : null;
  const done = Boolean(meal?.is_completed);
  const state = !meal ? 'empty' : done ? 'done' : 'filled';

  return (
    <div className={slot({ state })} role="group" aria-label={label}>
      <div className={styles.header}>
        <span className={styles.type}>
          {meal && !readOnly ? dragHandle : null}
          <span aria-hidden="true" className={styles.typeIcon}>
            {ICONS[mealType]}
          </span>
          {label}
        </span>
        {meal && !readOnly && (onMove || onRemove) ? (
          <span className={styles.actions}>
            {onMove ? (
              <IconButton
                aria-label={`Move ${name} from ${label.toLowerCase()}`}
                icon={<MoveRight size={16} />}
                size="sm"
                onClick={onMove}
              />
            ) : null}
            {onRemove ? (
              <IconButton
                aria-label={`Remove ${name} from ${label.toLowerCase()}`}
                icon={<X size={16} />}
                size="sm"
                onClick={onRemove}
              />
            ) : null}
          </span>
        ) : null}
      </div>
      {meal ? (
        <div className={styles.meal}>
          {onOpen ? (
            <button type="button" className={mealName({ done })} onClick={onOpen}>
              {name}
            </button>
          ) : (
            <span className={mealName({ done })}>{name}</span>
          )}
          {meal.servings ? <span className={styles.servings}>{meal.servings} servings</span> : null}
          {done ? (
            <Badge tone="success" icon={<CircleCheck size={12} />} className={styles.doneBadge}>
              Completed
            </Badge>
          ) : null}
          {onToggleCompleted ? (
            <button type="button" className={styles.cooked} aria-pressed={done} onClick={onToggleCompleted}>
              {done ? <Undo2 size={14} aria-hidden="true" /> : <Check size={14} aria-hidden="true" />}
              {done ? 'Not cooked yet' : 'Mark as cooked'}
            </button>
          ) : null}
        </div>
      ) : readOnly || !onAdd ? (
        <span className={styles.nothing}>Nothing planned</span>
      ) : (
        <button type="button" className={styles.add} onClick={onAdd} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus size={16} aria-hidden="true" />
          Add
        </button>
      )}
    </div>
  );
}
