import type { Meal, MealCalendar } from '@potluck/api';
import { addDays, isPastDay, MEAL_SLOTS } from '@potluck/api/domain';
import { Button, IconButton, MealDay, MealSlot, Skeleton, Stack } from '@potluck/ui';
import { ChevronLeft, ChevronRight, NotebookPen } from 'lucide-react';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import { formatDayLabel } from './day-label';
import { DraggableMeal, DropSlot, MealDragArea, type MealDropTarget } from './meal-drag';
import * as styles from './meal-plans.css';

type Slot = (typeof MEAL_SLOTS)[number];

export { formatDayLabel };
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatShort = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

export interface WeekViewProps {
  /** The Sunday that starts the week shown. */
  week: string;
  calendar: MealCalendar | undefined;
  today: string;
  includeSnacks: boolean;
  /** Opened through someone else's share link: nothing can change. */
  readOnly: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onWeekChange: (week: string) => void;
  onAdd: (day: string, slot: Slot) => void;
  onAddCustom: (day: string, slot: Slot) => void;
  onRemove: (meal: Meal) => void;
  /** Opens the move dialog; left out where meals cannot move (the shared view). */
  onMove?: (meal: Meal) => void;
  /** A meal dragged onto another slot; without it nothing can be dragged (the shared view). */
  onDrop?: (meal: Meal, to: MealDropTarget) => void;
  onToggleCooked: (meal: Meal) => void;
  /** Opens the recipe detail modal of a recipe meal. */
  onOpen?: (meal: Meal) => void;
}

/**
 * One week of a plan (spec 001 §2: the week starts on Sunday), day by day with breakfast, lunch, dinner and
 * snack (snack only when the plan includes snacks). Past days are read-only; a slot shows its first meal and
 * any further meals below it.
 */
export function WeekView(props: WeekViewProps) {
  const { week, calendar, today, includeSnacks, readOnly } = props;
  const slots = includeSnacks ? MEAL_SLOTS : MEAL_SLOTS.filter((slot) => slot !== 'snack');
  const nav = (
    <div className={styles.weekNav}>
      <IconButton
        aria-label={T.previousWeek}
        icon={<ChevronLeft size={18} />}
        disabled={!props.hasPrevious}
        onClick={() => props.onWeekChange(addDays(week, -7))}
      />
      <span className={styles.weekLabel} aria-live="polite">
        {T.weekOf(`${formatShort(week)} – ${formatShort(addDays(week, 6))}`)}
      </span>
      <IconButton
        aria-label={T.nextWeek}
        icon={<ChevronRight size={18} />}
        disabled={!props.hasNext}
        onClick={() => props.onWeekChange(addDays(week, 7))}
      />
    </div>
  );
  if (!calendar) {
    return (
      <Stack>
        {nav}
        <Skeleton shape="rect" height={240} />
      </Stack>
    );
  }
  const days = Object.keys(calendar.calendar).sort();
  const canDrag = Boolean(props.onDrop) && !readOnly;
  const view = (
    <Stack>
      {nav}
      {days.map((day) => {
        const past = isPastDay(day, today);
        const locked = past || readOnly;
        const label = formatDayLabel(day);
        return (
          <MealDay key={day} dateLabel={label} isToday={day === today} isPast={past}>
            {slots.map((slot) => {
              const meals = calendar.calendar[day]?.[slot] ?? [];
              const slotProps = (meal: Meal | null, index: number) => ({
                mealType: slot,
                meal,
                readOnly: locked,
                onAdd: index === 0 && !locked ? () => props.onAdd(day, slot) : undefined,
                onRemove: meal && !locked ? () => props.onRemove(meal) : undefined,
                onMove: meal && !locked && props.onMove ? () => props.onMove?.(meal) : undefined,
                onToggleCompleted: meal && !readOnly ? () => props.onToggleCooked(meal) : undefined,
                onOpen: meal?.recipe_id && props.onOpen ? () => props.onOpen?.(meal) : undefined,
              });
              const cells = meals.length
                ? meals.map((meal, index) => (
                    <DraggableMeal key={meal.id} meal={meal} day={day} slot={slot} disabled={locked || !canDrag}>
                      {(handle) => <MealSlot {...slotProps(meal, index)} dragHandle={handle} />}
                    </DraggableMeal>
                  ))
                : [<MealSlot key={`empty-${slot}`} {...slotProps(null, 0)} />];
              return (
                <DropSlot key={slot} day={day} slot={slot} disabled={locked || !canDrag} meals={meals}>
                  {cells}
                  {!locked ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      iconStart={<NotebookPen size={14} />}
                      aria-label={`${T.addCustom}: ${slot}, ${label}`}
                      onClick={() => props.onAddCustom(day, slot)}
                    >
                      {T.addCustom}
                    </Button>
                  ) : null}
                </DropSlot>
              );
            })}
          </MealDay>
        );
      })}
    </Stack>
  );
  return props.onDrop && !readOnly ? <MealDragArea onDrop={props.onDrop}>{view}</MealDragArea> : view;
}
