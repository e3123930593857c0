import { errorText, type Recipe, type RecipeInput } from '@potluck/api';
import { Badge, Button, useToast } from '@potluck/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';
import { PageHeader } from '../../../lib/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseRecipeId, useRecipe } from '../api/use-recipe';
import { useRecipeMutations } from '../api/use-recipe-mutations';
import { useCategories } from '../api/use-reference-data';
import { EditPhotosField } from '../photos/recipe-photos-fields';
import { RecipeForm } from './recipe-form';
import { recipeToFormValues } from './recipe-form-values';
import * as styles from './recipe-form.css';
import { RecipeFormSkeleton } from './recipe-form-skeleton';
import { RecipeNotFound } from './recipe-not-found';
import { useLeaveGuard } from './use-leave-guard';

/** /recipes/{id}/edit: Back to Recipe, the title with Publish or Unpublish, then the prefilled form. */
export function RecipeEditPage() {
  const id = parseRecipeId(useParams().id);
  const { data: recipe, error } = useRecipe(id);
  const { user, isAdmin } = useAuth();
  usePageTitle(recipe ? `Edit ${recipe.title}` : 'Edit Recipe');

  // Only the author (or an admin) may save; anyone else gets the same answer as a missing recipe.
  const mayEdit = !recipe || !user || recipe.author_id === user.id || isAdmin;
  if (id === null || (error && !recipe) || !mayEdit) return <RecipeNotFound />;
  if (!recipe) return <RecipeFormSkeleton />;
  return <EditRecipe key={recipe.id} recipe={recipe} isAuthor={recipe.author_id === user?.id} />;
}

function EditRecipe({ recipe, isAuthor }: { recipe: Recipe; isAuthor: boolean }) {
  const navigate = useNavigate();
  const { update } = useRecipeMutations();
  const categories = useCategories();
  const { toast } = useToast();
  // Read once: publishing refreshes `recipe`, and must not wipe what is being typed.
  const [initialValues] = useState(() => recipeToFormValues(recipe));
  const detailPath = `/recipes/${recipe.id}`;
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);

  const save = async (payload: RecipeInput) => {
    await update(recipe.id, payload);
    toast({ variant: 'success', title: 'Recipe updated' });
    guard.allowLeaving();
    navigate(detailPath);
  };

  return (
    <div className={styles.pageStack}>
      <Button asChild variant="ghost" iconStart={<ArrowLeft size={18} />} className={styles.backLink}>
        <Link to={detailPath}>Back to Recipe</Link>
      </Button>
      <PageHeader
        title="Edit Recipe"
        description={
          <span className={styles.titleLine}>
            {recipe.title}
            <Badge tone={recipe.status === 'published' ? 'success' : 'neutral'}>
              {recipe.status === 'published' ? 'Published' : 'Draft'}
            </Badge>
          </span>
        }
        actions={isAuthor ? <PublishButton recipe={recipe} /> : undefined}
      />
      <RecipeForm
        mode="edit"
        initialValues={initialValues}
        categories={categories.data?.items}
        categoriesFailed={Boolean(categories.error) && !categories.data}
        onSubmit={save}
        onCancel={() => navigate(detailPath)}
        onDirtyChange={setDirty}
        photos={<EditPhotosField recipe={recipe} />}
      />
      {guard.dialog}
    </div>
  );
}

/** Draft ⇄ published (spec 000 §4, author only); the badge follows the server's answer. */
function PublishButton({ recipe }: { recipe: Recipe }) {
  const { publish, unpublish } = useRecipeMutations();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const published = recipe.status === 'published';

  const toggle = async () => {
    setBusy(true);
    try {
      await (published ? unpublish(recipe.id) : publish(recipe.id));
      toast({ variant: 'success', title: published ? 'Recipe moved back to drafts' : 'Recipe published' });
    } catch (e) {
      toast({
        variant: 'error',
        title: published ? 'The recipe was not unpublished' : 'The recipe was not published',
        description: errorText(e, 'Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" loading={busy} onClick={() => void toggle()}>
      {published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}
