import { ApiError, type Meal, type MealInput, type MealPlanInput } from '@potluck/api';
import { addDays, isWithin, MEAL_SLOTS, todayIn, weekStart } from '@potluck/api/domain';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  MEAL_SLOT_LABELS,
  MealPlanProgress,
  Skeleton,
  Stack,
  formatPlanRange,
  useToast,
} from '@potluck/ui';
import { Copy, LayoutTemplate, Pencil, Share2, ShoppingCart, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { memberTimeZone, parsePlanId } from '../api/keys';
import { collectionFor, savePlanningContext } from '../api/planning-context';
import { useMealCalendar } from '../api/use-meal-calendar';
import { useMealMutations } from '../api/use-meal-mutations';
import { useMealPlan } from '../api/use-meal-plan';
import { useTemplateMutations } from '../api/use-meal-templates';
import { usePlanMutations } from '../api/use-plan-mutations';
import { useShareMutations } from '../api/use-share-mutations';
import { useShoppingFromPlan } from '../api/use-shopping-from-plan';
import { CustomMealDialog } from '../components/custom-meal-dialog';
import * as styles from '../components/meal-plans.css';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { MoveMealDialog } from '../components/move-meal-dialog';
import { SaveTemplateDialog } from '../components/save-template-dialog';
import { ShareDialog } from '../components/share-dialog';
import { ShoppingListDialog } from '../components/shopping-list-dialog';
import { MealRecipeDialog } from '../components/meal-recipe-dialog';
import { formatDayLabel, WeekView } from '../components/week-view';
import { MEAL_PLAN_TEXT as T } from '../meal-plans.texts';
import { PlanNotFound } from './plan-not-found';
import { addFailureText } from './use-add-from-collection';
import { useDropMeal } from './use-drop-meal';

type Slot = (typeof MEAL_SLOTS)[number];

/** /meal-plans/{id} (spec 001 §2 Meal plan detail). */
export function MealPlanPage() {
  const id = parsePlanId(useParams().id);
  const { data: plan, error, mutate } = useMealPlan(id);
  usePageTitle(plan?.name ?? T.title);
  if (id === null || (error instanceof ApiError && error.status === 404)) return <PlanNotFound />;
  if (error) return <ErrorState title={T.loadPlanFailed} onRetry={() => void mutate()} retryLabel={T.tryAgain} />;
  if (!plan) return <Skeleton shape="rect" height={320} />;
  return <PlanDetail key={plan.id} planId={plan.id} />;
}

function PlanDetail({ planId }: { planId: number }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const plan = useMealPlan(planId).data!;
  const today = useMemo(() => todayIn(memberTimeZone()), []);
  const start = plan.start_date.slice(0, 10);
  const end = plan.end_date.slice(0, 10);
  const [week, setWeek] = useState(() => weekStart(isWithin(today, start, end) ? today : start));
  const calendar = useMealCalendar(planId, week, addDays(week, 6));
  const meals = useMealMutations(planId);
  const dropMeal = useDropMeal(calendar, meals.update);
  const plans = usePlanMutations();
  const fromPlan = useShoppingFromPlan();
  const sharing = useShareMutations(planId);
  const [sharingOpen, setSharingOpen] = useState(false);
  const templates = useTemplateMutations();
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [moving, setMoving] = useState<Meal | null>(null);
  const [viewing, setViewing] = useState<Meal | null>(null);
  const [form, setForm] = useState<'edit' | 'duplicate' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [listing, setListing] = useState(false);
  const [custom, setCustom] = useState<{ day: string; slot: Slot } | null>(null);

  const failed = (error: unknown) => {
    console.warn('Meal plan action failed', error);
    toast({ variant: 'error', title: T.actionFailed, description: error instanceof Error ? error.message : undefined });
    throw error;
  };
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

  const startAdding = (day: string, slot: Slot) => {
    savePlanningContext({ plan_id: planId, meal_date: day, meal_type: slot });
    navigate(collectionFor(slot));
  };
  const addCustom = async (meal: Pick<MealInput, 'custom_meal_name' | 'custom_meal_notes'>) => {
    if (!custom) return;
    try {
      await meals.add([{ meal_date: custom.day, meal_type: custom.slot, ...meal }]);
      setCustom(null);
    } catch (error) {
      toast({ variant: 'error', title: addFailureText(error) });
      throw error;
    }
  };
  const savePlan = async (body: MealPlanInput) => {
    try {
      if (form === 'edit') {
        await plans.update(planId, body);
        setForm(null);
      } else {
        navigate(`/meal-plans/${(await plans.duplicate(planId, body)).id}`);
      }
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <Link to="/meal-plans" className={styles.breadcrumbLink}>
              {T.breadcrumb}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{plan.name}</li>
        </ol>
      </nav>
      <PageHeader
        title={plan.name}
        description={[plan.description, formatPlanRange(start, end)].filter(Boolean).join(' · ')}
        actions={
          plan.read_only ? null : (
            <>
              <Button iconStart={<ShoppingCart size={16} />} onClick={() => setListing(true)}>
                {T.createList}
              </Button>
              <Button variant="secondary" iconStart={<Share2 size={16} />} onClick={() => setSharingOpen(true)}>
                {T.share}
              </Button>
              <Button
                variant="secondary"
                iconStart={<LayoutTemplate size={16} />}
                onClick={() => setSavingTemplate(true)}
              >
                {T.saveAsTemplate}
              </Button>
              <Button variant="secondary" iconStart={<Copy size={16} />} onClick={() => setForm('duplicate')}>
                {T.duplicate}
              </Button>
              <Button variant="secondary" iconStart={<Pencil size={16} />} onClick={() => setForm('edit')}>
                {T.edit}
              </Button>
              <Button variant="danger" iconStart={<Trash2 size={16} />} onClick={() => setDeleting(true)}>
                {T.delete}
              </Button>
            </>
          )
        }
      />
      <MealPlanProgress completed={plan.completed_meals} total={plan.total_meals} />
      <WeekView
        week={week}
        calendar={calendar.data}
        today={today}
        includeSnacks={plan.include_snacks}
        readOnly={plan.read_only}
        hasPrevious={week > start}
        hasNext={addDays(week, 6) < end}
        onWeekChange={setWeek}
        onAdd={startAdding}
        onAddCustom={(day, slot) => setCustom({ day, slot })}
        onMove={setMoving}
        onDrop={dropMeal}
        onOpen={setViewing}
        onRemove={(meal: Meal) => quietly(meals.remove(meal.id).catch(failed))}
        onToggleCooked={(meal: Meal) =>
          quietly(meals.update(meal.id, { is_completed: !meal.is_completed }).catch(failed))
        }
      />
      {custom ? (
        <CustomMealDialog
          slotLabel={MEAL_SLOT_LABELS[custom.slot].toLowerCase()}
          dayLabel={formatDayLabel(custom.day)}
          onOpenChange={(open) => !open && setCustom(null)}
          onAdd={addCustom}
        />
      ) : null}
      {viewing ? <MealRecipeDialog meal={viewing} onOpenChange={(open) => !open && setViewing(null)} /> : null}
      {moving ? (
        <MoveMealDialog
          meal={moving}
          plan={plan}
          today={today}
          onOpenChange={(open) => !open && setMoving(null)}
          onMove={(body) => meals.update(moving.id, body).then(() => setMoving(null), failed)}
        />
      ) : null}
      {savingTemplate ? (
        <SaveTemplateDialog
          plan={plan}
          onOpenChange={setSavingTemplate}
          onSave={(id, body) =>
            templates.save(id, body).then(() => {
              setSavingTemplate(false);
              toast({ variant: 'success', title: T.templateSaved });
            }, failed)
          }
        />
      ) : null}
      {sharingOpen ? (
        <ShareDialog
          isShared={plan.is_shared}
          onOpenChange={setSharingOpen}
          onShare={sharing.share}
          onRevoke={sharing.revoke}
        />
      ) : null}
      {listing ? (
        <ShoppingListDialog
          plan={plan}
          onOpenChange={setListing}
          onGenerate={async (body) => {
            const list = await fromPlan(body);
            navigate(`/shopping?list=${list.id}`);
          }}
        />
      ) : null}
      {form ? (
        <PlanFormDialog
          mode={form}
          plan={plan}
          today={today}
          onOpenChange={(o) => !o && setForm(null)}
          onSubmit={savePlan}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={setDeleting}
          title={T.deleteTitle}
          description={T.deleteConfirm(plan.name)}
          confirmLabel={T.delete}
          tone="danger"
          onConfirm={() => plans.remove(planId).then(() => navigate('/meal-plans', { replace: true }), failed)}
        />
      ) : null}
    </Stack>
  );
}
