import type { MealPlanInput, MealPlanSummary, MealPlanTemplate } from '@potluck/api';
import { todayIn } from '@potluck/api/domain';
import { Button, ConfirmDialog, Stack, Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@potluck/ui';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { memberTimeZone, parsePlanId } from '../api/keys';
import { useMealPlans } from '../api/use-meal-plans';
import { useMealTemplates, useTemplateMutations } from '../api/use-meal-templates';
import { usePlanMutations } from '../api/use-plan-mutations';
import { AddingFromCollection } from '../components/adding-from-collection';
import { AnalyticsTab } from '../components/analytics-tab';
import { CalendarFeedButton } from '../components/calendar-feed-dialog';
import { PlanFormDialog } from '../components/plan-form-dialog';
import type { PlanFormMode } from '../components/plan-form';
import * as styles from '../components/meal-plans.css';
import { PlansTab } from '../components/plans-tab';
import { SaveTemplateDialog } from '../components/save-template-dialog';
import { StartPlanDialog } from '../components/start-plan-dialog';
import { TemplatesTab } from '../components/templates-tab';
import { MEAL_PLAN_TEXT as T, PLAN_FILTERS, type PlanFilter } from '../meal-plans.texts';
import { useAddFromCollection, useCancelledSelection } from './use-add-from-collection';

const TABS = ['plans', 'templates', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** ?recipes=1,2,3 from the recipe collection's selection mode (see recipes/collection/selection-target). */
const parseRecipeIds = (value: string | null): number[] | null =>
  value === null ? null : value.split(',').flatMap((part) => parsePlanId(part.trim()) ?? []);

type FormState = { mode: PlanFormMode; plan?: MealPlanSummary } | null;

/** /meal-plans (spec 001 §2 Meal plan list): tabs Meal Plans, Templates, Analytics, and the plan form. */
export function MealPlansPage() {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayIn(memberTimeZone()), []);
  const mutations = usePlanMutations();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<MealPlanSummary | null>(null);
  const adding = useAddFromCollection(parseRecipeIds(params.get('recipes')));
  useCancelledSelection(params.get('selection') === 'cancelled');

  const requested = (params.get('tab') ?? 'plans') as Tab;
  const tab: Tab = TABS.includes(requested) ? requested : 'plans';
  const filterParam = params.get('filter') as PlanFilter | null;
  const filter: PlanFilter = filterParam && PLAN_FILTERS.includes(filterParam) ? filterParam : 'all';
  const plans = useMealPlans(filter === 'active');
  const allPlans = useMealPlans(false);
  const templates = useMealTemplates();
  const templateActions = useTemplateMutations();
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [starting, setStarting] = useState<MealPlanTemplate | null>(null);
  const [deletingTemplate, setDeletingTemplate] = useState<MealPlanTemplate | null>(null);
  const [editingTemplate, setEditingTemplate] = useState<MealPlanTemplate | null>(null);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  const failed = (error: unknown) => {
    console.warn('Meal plan action failed', error);
    toast({ variant: 'error', title: T.actionFailed, description: error instanceof Error ? error.message : undefined });
    throw error;
  };
  const submit = async (body: MealPlanInput) => {
    if (!form) return;
    try {
      if (form.mode === 'create') {
        const plan = await mutations.create(body);
        navigate(`/meal-plans/${plan.id}`);
      } else if (form.mode === 'edit' && form.plan) {
        await mutations.update(form.plan.id, body);
        setForm(null);
      } else if (form.plan) {
        const plan = await mutations.duplicate(form.plan.id, body);
        navigate(`/meal-plans/${plan.id}`);
      }
    } catch (error) {
      failed(error);
    }
  };

  if (adding.busy || adding.error || adding.outside) {
    return (
      <AddingFromCollection
        state={adding}
        onBack={() => setParam('recipes', null)}
        onNewPlan={() => {
          setParam('recipes', null);
          setForm({ mode: 'create' });
        }}
      />
    );
  }

  return (
    <Stack>
      <PageHeader
        title={T.title}
        actions={
          <>
            <CalendarFeedButton />
            <Button iconStart={<Plus size={18} />} onClick={() => setForm({ mode: 'create' })}>
              {T.newPlan}
            </Button>
          </>
        }
      />
      <Tabs
        className={styles.tabsRoot}
        value={tab}
        onValueChange={(value) => setParam('tab', value === 'plans' ? null : value)}
      >
        <TabsList aria-label={T.title} className={styles.tabs}>
          <TabsTrigger value="plans" count={plans.data?.length}>
            {T.tabs.plans}
          </TabsTrigger>
          <TabsTrigger value="templates" count={templates.data?.length}>
            {T.tabs.templates}
          </TabsTrigger>
          <TabsTrigger value="analytics">{T.tabs.analytics}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          <PlansTab
            plans={plans.data}
            error={plans.error}
            onRetry={() => void plans.mutate()}
            filter={filter}
            onFilterChange={(value) => setParam('filter', value === 'all' ? null : value)}
            today={today}
            onNew={() => setForm({ mode: 'create' })}
            onEdit={(plan) => setForm({ mode: 'edit', plan })}
            onDuplicate={(plan) => setForm({ mode: 'duplicate', plan })}
            onDelete={setDeleting}
          />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab
            templates={templates.data}
            error={templates.error}
            onRetry={() => void templates.mutate()}
            onCreate={() => setSavingTemplate(true)}
            onStart={setStarting}
            onEdit={setEditingTemplate}
            onDelete={setDeletingTemplate}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
      {form ? (
        <PlanFormDialog
          mode={form.mode}
          plan={form.plan}
          today={today}
          onOpenChange={(open) => !open && setForm(null)}
          onSubmit={submit}
        />
      ) : null}
      {savingTemplate && allPlans.data ? (
        <SaveTemplateDialog
          plans={allPlans.data}
          onOpenChange={setSavingTemplate}
          onSave={(planId, body) => templateActions.save(planId, body).then(() => setSavingTemplate(false), failed)}
        />
      ) : null}
      {editingTemplate ? (
        <SaveTemplateDialog
          template={editingTemplate}
          onOpenChange={(open) => !open && setEditingTemplate(null)}
          onSave={(id, body) =>
            templateActions.update(id, body).then(() => {
              setEditingTemplate(null);
              toast({ variant: 'success', title: T.templateUpdated });
            }, failed)
          }
        />
      ) : null}
      {starting ? (
        <StartPlanDialog
          template={starting}
          today={today}
          onOpenChange={(open) => !open && setStarting(null)}
          onStart={(body) => templateActions.startPlan(body).then((plan) => navigate(`/meal-plans/${plan.id}`), failed)}
        />
      ) : null}
      {deletingTemplate ? (
        <ConfirmDialog
          open
          onOpenChange={(open: boolean) => !open && setDeletingTemplate(null)}
          title={T.deleteTemplateTitle}
          description={T.deleteTemplateConfirm(deletingTemplate.name)}
          confirmLabel={T.delete}
          tone="danger"
          onConfirm={() => templateActions.remove(deletingTemplate.id).then(() => setDeletingTemplate(null), failed)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open: boolean) => !open && setDeleting(null)}
          title={T.deleteTitle}
          description={T.deleteConfirm(deleting.name)}
          confirmLabel={T.delete}
          tone="danger"
          onConfirm={() => mutations.remove(deleting.id).then(() => setDeleting(null), failed)}
        />
      ) : null}
    </Stack>
  );
}
