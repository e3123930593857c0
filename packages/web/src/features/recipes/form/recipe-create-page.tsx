import type { RecipeInput } from '@potluck/api';
import { Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@potluck/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecipeImageMutations } from '../api/use-recipe-images';
import { useRecipeMutations } from '../api/use-recipe-mutations';
import { useCategories } from '../api/use-reference-data';
import { CreatePhotosField } from '../photos/recipe-photos-fields';
import { uploadDrafts, usePhotoDrafts } from '../photos/use-photo-drafts';
import { RecipeForm } from './recipe-form';
import * as styles from './recipe-form.css';
import { useLeaveGuard } from './use-leave-guard';

interface EntryTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** /recipes/create: Manual Entry now; the AI-Assisted tab joins ENTRY_TABS in its own release. */
export function RecipeCreatePage() {
  usePageTitle('Create Recipe');
  const navigate = useNavigate();
  const { create } = useRecipeMutations();
  const { toast } = useToast();
  const categories = useCategories();
  const [tab, setTab] = useState('manual');
  const [dirty, setDirty] = useState(false);
  const photos = usePhotoDrafts();
  const { upload } = useRecipeImageMutations();
  const guard = useLeaveGuard(dirty || photos.drafts.length > 0);

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
          mode="create"
          categories={categories.data?.items}
          categoriesFailed={Boolean(categories.error) && !categories.data}
          onSubmit={save}
          onCancel={() => navigate('/recipes')}
          onDirtyChange={setDirty}
          photos={<CreatePhotosField drafts={photos} />}
        />
      ),
    },
  ];

  return (
    <div className={styles.pageStack}>
      <PageHeader title="Create Recipe" description="Add a family recipe: the basics, what goes in, and how it’s made." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="How to add the recipe">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.render()}
          </TabsContent>
        ))}
      </Tabs>
      {guard.dialog}
    </div>
  );
}
