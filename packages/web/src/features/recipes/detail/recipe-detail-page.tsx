import { errorText, isApiError, type Recipe } from '@potluck/api';
import { useToast } from '@potluck/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  RecipeAiUnavailable,
  RecipeChefQuestion,
  RecipeNutrition,
  RecipeRecommendations,
  useAiChefOn,
} from '../../ai/components/recipe-ai-panels';
import { FamousChefVariationsPanel } from '../../ai-home/components/famous-chef-variations-panel';
import { recipeKeys } from '../api/keys';
import { parseRecipeId, useRecipe } from '../api/use-recipe';
import { useRecipeMutations } from '../api/use-recipe-mutations';
import { useBookmark } from '../api/use-bookmark';
import { useLike } from '../api/use-like';
import { useRecipeVersion, useRecipeVersions } from '../api/use-recipe-versions';
import { recipeToFormValues, toRecipePayload } from '../form/recipe-form-values';
import { useRecipeGallery } from '../gallery/use-recipe-gallery';
import { DETAIL_TEXT as T } from './detail.constants';
import { RecipeDetailSkeleton, RecipeLoadFailed, RecipeNotFound } from './recipe-detail-states';
import { RecipeDetailView } from './recipe-detail-view';
import { useShareActions } from './use-share-actions';
import { ShareToFriendDialog } from '../../friends/components/share-to-friend-dialog';

/** The address query that names an older version: /recipes/7?version=2. */
export const VERSION_PARAM = 'version';

const isMissing = (error: unknown) => isApiError(error) && [403, 404, 422].includes(error.status);

/** /recipes/{id}: loads the recipe and hands it to the view; 'Recipe Not Found' for a missing or invalid id. */
export function RecipeDetailPage() {
  const id = parseRecipeId(useParams().id);
  const { data: recipe, error, mutate } = useRecipe(id);
  const notFound = id === null || isMissing(error);
  usePageTitle(recipe?.title ?? (notFound ? T.notFound : undefined));

  if (notFound) return <RecipeNotFound />;
  if (recipe) return <LoadedRecipe recipe={recipe} />;
  if (error) return <RecipeLoadFailed message={errorText(error, T.loadFailed)} onRetry={() => void mutate()} />;
  return <RecipeDetailSkeleton />;
}

function LoadedRecipe({ recipe }: { recipe: Recipe }) {
  const { user, isAdmin } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const mutations = useRecipeMutations();
  const signedIn = Boolean(user);

  // Versions: the picker's list and, when an older one is chosen, its snapshot.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(VERSION_PARAM));
  const selected = Number.isSafeInteger(asked) && asked > 0 && asked !== recipe.version ? asked : null;
  const { data: versions = [] } = useRecipeVersions(recipe.id);
  const snapshot = useRecipeVersion(recipe.id, selected);
  const selectVersion = (n: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (n === null) next.delete(VERSION_PARAM);
        else next.set(VERSION_PARAM, String(n));
        return next;
      },
      { replace: true },
    );

  // Like and bookmark (signed-in members only), with optimistic counts.
  const like = useLike(recipe.id, signedIn);
  const bookmark = useBookmark(recipe.id, signedIn);
  const bookmarked = bookmark.data?.is_bookmarked ?? false;
  const failed = (e: unknown) => toast({ title: errorText(e, T.socialFailed), variant: 'error' });

  const shareActions = useShareActions(recipe);
  const [publishing, setPublishing] = useState(false);
  const canManage = Boolean(user && (user.id === recipe.author_id || isAdmin));
  const photos = useRecipeGallery(recipe, canManage && selected === null);
  const { mutate: revalidate } = useSWRConfig();
  // After an AI change (saved recommendations and tools, a new version) the recipe and its versions reload.
  const recipeChanged = () =>
    Promise.all([revalidate(recipeKeys.detail(recipe.id)), revalidate(recipeKeys.versions(recipe.id))]);
  // The AI calls need a member; they are about the current recipe, so an older snapshot shows none.
  // With the AI chef off one notice stands in for the panels; saved recommendations stay readable.
  const chefOn = useAiChefOn();
  const recommendations = (
    <RecipeRecommendations
      recipeId={recipe.id}
      savedRaw={recipe.ai_suggestions}
      canEdit={canManage}
      onRecipeChanged={recipeChanged}
    />
  );
  const aiPanels =
    !signedIn || selected !== null
      ? {}
      : chefOn === false
        ? { aiNotice: <RecipeAiUnavailable />, recommendations }
        : {
            recommendations,
            chefQuestion: (
              <RecipeChefQuestion recipeId={recipe.id} canEdit={canManage} onRecipeChanged={recipeChanged} />
            ),
            chefVariations: <FamousChefVariationsPanel initialDish={recipe.title} headingLevel="h2" />,
            // Editors only; the estimate is saved with the body the edit form would send, the recipe unchanged.
            nutrition: canManage ? (
              <RecipeNutrition
                recipe={recipe}
                onRecipeChanged={recipeChanged}
                currentBody={() => toRecipePayload(recipeToFormValues(recipe))}
              />
            ) : undefined,
          };

  const togglePublished = async () => {
    setPublishing(true);
    try {
      if (recipe.status === 'draft') {
        await mutations.publish(recipe.id);
        toast({ title: T.published, variant: 'success' });
      } else {
        await mutations.unpublish(recipe.id);
        toast({ title: T.unpublished, variant: 'success' });
      }
    } catch (e) {
      toast({ title: errorText(e, T.publishFailed), variant: 'error' });
    } finally {
      setPublishing(false);
    }
  };

  const remove = async () => {
    try {
      await mutations.remove(recipe.id);
    } catch (e) {
      toast({ title: errorText(e, T.deleteFailed), variant: 'error' });
      throw e;
    }
    toast({ title: T.deleted, description: `“${recipe.title}” is gone.`, variant: 'success' });
    navigate('/recipes');
  };

  if (selected !== null && !snapshot.data && !snapshot.error) return <RecipeDetailSkeleton />;
  const shown = selected !== null && snapshot.data ? snapshot.data.recipe_data : recipe;
  const oldVersion = selected !== null && snapshot.data ? snapshot.data : null;

  return (
    <RecipeDetailView
      recipe={shown}
      counts={{
        likes: like.data?.like_count ?? recipe.like_count,
        views: recipe.view_count,
        bookmarks: bookmark.data?.bookmark_count ?? recipe.bookmark_count,
        reviews: recipe.rating_count,
      }}
      social={
        signedIn
          ? {
              liked: like.data?.is_liked ?? false,
              bookmarked,
              onToggleLike: () => void like.toggle().catch(failed),
              onToggleBookmark: () => void bookmark.toggle().catch(failed),
            }
          : null
      }
      share={{ onShare: (platform) => void shareActions.share(platform), copied: shareActions.copied }}
      versions={versions}
      oldVersion={oldVersion}
      onSelectVersion={selectVersion}
      versionError={selected !== null && snapshot.error ? T.versionFailed : null}
      owner={canManage ? { onTogglePublished: () => void togglePublished(), publishing, onDelete: remove } : null}
      slots={{ media: photos.media, gallery: photos.gallery, ...aiPanels }}
      friendDialog={
        <ShareToFriendDialog
          open={shareActions.friendOpen}
          onOpenChange={shareActions.setFriendOpen}
          onSubmit={shareActions.shareWithFriend}
        />
      }
    />
  );
}
