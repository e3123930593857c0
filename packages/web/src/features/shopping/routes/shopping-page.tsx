import { ApiError, type ShoppingList, type ShoppingTemplate } from '@potluck/api';
import { Button, Stack, Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@potluck/ui';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseListId } from '../api/keys';
import { useListMutations } from '../api/use-list-mutations';
import { useListRecipes } from '../api/use-list-recipes';
import { useTemplateMutations } from '../api/use-template-mutations';
import { AnalyticsTab } from '../components/analytics-tab';
import { CreateListDialog } from '../components/create-list-dialog';
import { GenerateFromRecipesDialog } from '../components/generate-from-recipes-dialog';
import { ListDetail } from '../components/list-detail';
import { ListsTab } from '../components/lists-tab';
import { TemplateFormDialog } from '../components/template-form-dialog';
import { TemplatesTab } from '../components/templates-tab';
import { UseTemplateDialog } from '../components/use-template-dialog';
import { useIsPhone } from '../components/use-is-phone';
import { LIST_FILTERS, SHOPPING_TEXT as T, type ListFilter } from '../shopping.texts';

const TABS = ['lists', 'analytics', 'templates'] as const;
type Tab = (typeof TABS)[number];

/** ?recipes=1,2,3 from the recipe collection's selection mode (see recipes/collection/selection-target). */
const parseRecipeIds = (value: string | null): number[] =>
  (value ?? '').split(',').flatMap((part) => {
    const id = parseListId(part.trim());
    return id === null ? [] : [id];
  });

const reason = (error: unknown) =>
  (error instanceof ApiError ? error.detailText : undefined) ??
  (error instanceof Error ? error.message : String(error));

/**
 * /shopping (spec 001 §2): tabs Lists, Analytics (not on a phone) and Templates, and their dialogs.
 * ?list={id} shows that list instead; ?recipes=… (from /recipes?mode=shopping-list) opens the generator.
 */
export function ShoppingPage() {
  const [params, setParams] = useSearchParams();
  const listParam = params.get('list');
  if (listParam !== null) return <ListDetail id={parseListId(listParam)} />;
  return <ShoppingOverview params={params} setParams={setParams} />;
}

function ShoppingOverview({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const { toast } = useToast();
  const phone = useIsPhone();
  const { data: user } = useCurrentUser(true);
  const lists = useListMutations();
  const templates = useTemplateMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ShoppingTemplate | 'new' | null>(null);
  const [using, setUsing] = useState<ShoppingTemplate | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);

  const requested = (params.get('tab') ?? 'lists') as Tab;
  const tab: Tab = TABS.includes(requested) && !(phone && requested === 'analytics') ? requested : 'lists';
  const filterParam = params.get('filter') as ListFilter | null;
  const filter: ListFilter = filterParam && LIST_FILTERS.includes(filterParam) ? filterParam : 'all';
  const recipeIds = parseRecipeIds(params.get('recipes'));
  const generating = params.has('recipes');
  const recipes = useListRecipes(recipeIds);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: name === 'recipes' });
  };
  const open = (list: ShoppingList) => navigate(`/shopping?list=${list.id}`);
  const failed = (error: unknown) => {
    console.warn('Shopping action failed', error);
    toast({ variant: 'error', title: T.actionFailed, description: reason(error) });
    throw error;
  };

  return (
    <Stack>
      <PageHeader
        title={T.title}
        actions={
          <>
            <Button asChild variant="secondary" iconStart={<BookOpen size={18} />}>
              <Link to="/recipes?mode=shopping-list">{T.fromRecipes}</Link>
            </Button>
            <Button iconStart={<Plus size={18} />} onClick={() => setCreating(true)}>
              {T.newList}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'lists' ? null : value)}>
        <TabsList aria-label="Shopping">
          <TabsTrigger value="lists">{T.tabs.lists}</TabsTrigger>
          {phone ? null : <TabsTrigger value="analytics">{T.tabs.analytics}</TabsTrigger>}
          <TabsTrigger value="templates">{T.tabs.templates}</TabsTrigger>
        </TabsList>
        <TabsContent value="lists">
          <ListsTab
            filter={filter}
            onFilterChange={(value) => setParam('filter', value === 'all' ? null : value)}
            onNewList={() => setCreating(true)}
          />
        </TabsContent>
        {phone ? null : (
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        )}
        <TabsContent value="templates">
          <TemplatesTab
            userId={user?.id ?? null}
            onNew={() => setEditing('new')}
            onEdit={setEditing}
            onUse={setUsing}
            onDelete={(template) => templates.remove(template.id).catch(failed)}
          />
        </TabsContent>
      </Tabs>

      {creating ? (
        <CreateListDialog open onOpenChange={setCreating} onCreate={(body) => lists.create(body).then(open, failed)} />
      ) : null}
      {generating ? (
        <GenerateFromRecipesDialog
          open
          onOpenChange={(isOpen) => !isOpen && setParam('recipes', null)}
          recipes={recipeIds.length === 0 ? [] : recipes.data}
          onRemoveRecipe={(id) => setParam('recipes', recipeIds.filter((other) => other !== id).join(','))}
          error={generateError}
          onGenerate={async (body) => {
            setGenerateError(null);
            try {
              open(await lists.fromRecipes(body));
            } catch (error) {
              console.warn('Generating a shopping list failed', error);
              setGenerateError(T.generateFailed(reason(error)));
              throw error;
            }
          }}
        />
      ) : null}
      {editing ? (
        <TemplateFormDialog
          open
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          template={editing === 'new' ? undefined : editing}
          onSave={(body) =>
            (editing === 'new' ? templates.create(body) : templates.update(editing.id, body)).catch(failed)
          }
        />
      ) : null}
      {using ? (
        <UseTemplateDialog
          template={using}
          onOpenChange={(isOpen) => !isOpen && setUsing(null)}
          onCreate={(body) => lists.fromTemplate(body).then(open, failed)}
        />
      ) : null}
    </Stack>
  );
}
