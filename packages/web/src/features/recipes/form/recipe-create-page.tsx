import type { ReadRecipe, RecipeInput } from '@potluck/api';
import { Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@potluck/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecipeImageMutations } from '../api/use-recipe-images';
import { useRecipeMutations } from '../api/use-recipe-mutations';
import { useCategories } from '../api/use-reference-data';
import { AiAssistedEntry } from '../../ai/components/ai-assisted-entry';
import { ImportEntry } from '../../import/components/import-entry';
import { CreatePhotosField } from '../photos/recipe-photos-fields';
import { uploadDrafts, usePhotoDrafts } from '../photos/use-photo-drafts';
import { draftToFormValues } from './draft-form-values';
import { RecipeForm } from './recipe-form';
import type { RecipeFormValues } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { useLeaveGuard } from './use-leave-guard';

interface EntryTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/**
 * /recipes/create: Manual Entry; AI-Assisted (paste, parse, preview) or Import (a web page or an export file)
 * can fill the manual form.
 */
export function RecipeCreatePage() {
  usePageTitle('Create Recipe');
  const navigate = useNavigate();
  const { create } = useRecipeMutations();
  const { toast } = useToast();
  const categories = useCategories();
  const [tab, setTab] = useState('manual');
  const [dirty, setDirty] = useState(false);
  // A parsed recipe put into the form: a new key remounts the form with it (the form reads its values once).
  const [filled, setFilled] = useState<{ key: number; values: RecipeFormValues } | null>(null);
  const photos = usePhotoDrafts();
  const { upload } = useRecipeImageMutations();
  const guard = useLeaveGuard(dirty || filled !== null || photos.drafts.length > 0);

  // AI-Assisted → Use This Recipe and Import → Edit before saving: the read recipe fills the manual form.
  const fillFrom = (draft: ReadRecipe) => {
    setFilled((current) => ({ key: (current?.key ?? 0) + 1, values: draftToFormValues(draft) }));
    setTab('manual');
  };

  const save = async (payload: RecipeInput) => {
    const recipe = await create(payload);
    // The photos need the recipe's id: uploaded after it, in order; failures are only logged (§8).
    await uploadDrafts(recipe.id, photos.drafts, upload);
    toast({ variant: 'success', title: 'Recipe created' });
    guard.allowLeaving();
    navigate(`/recipes/${recipe.id}`);
  };

  const tabs: EntryTab[] = [
    {
      value: 'manual',
      label: 'Manual Entry',
      render: () => (
        <RecipeForm
          key={filled?.key ?? 0}
          mode="create"
          initialValues={filled?.values}
          categories={categories.data?.items}
          categoriesFailed={Boolean(categories.error) && !categories.data}
          onSubmit={save}
          onCancel={() => navigate('/recipes')}
          onDirtyChange={setDirty}
          photos={<CreatePhotosField drafts={photos} />}
        />
      ),
    },
    { value: 'ai', label: 'AI-Assisted', render: () => <AiAssistedEntry onUse={fillFrom} /> },
    { value: 'import', label: 'Import', render: () => <ImportEntry onEdit={fillFrom} /> },
  ];

  return (
    <div className={styles.pageStack}>
      <PageHeader
        title="Create Recipe"
        description="Add a family recipe: the basics, what goes in, and how it’s made."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="How to add the recipe">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* All stay mounted (hidden when not chosen): switching tabs keeps what was typed in each. */}
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value} forceMount hidden={tab !== t.value}>
            {t.render()}
          </TabsContent>
        ))}
      </Tabs>
      {guard.dialog}
    </div>
  );
}
