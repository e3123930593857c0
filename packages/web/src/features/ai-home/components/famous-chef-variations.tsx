import { CHEF_MESSAGES, type ChefVariation, type RecipeInput } from '@potluck/api';
import { Alert, Button, Card, Field, Input } from '@potluck/ui';
import { ChefHat, Search, Users } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AiAvailabilityNote, StatusLine } from '../../ai/components/status-line';
import { HOME_TEXT as T } from './ai-home-text';
import * as styles from './ai-home.css';
import { ChefVariationCard } from './chef-variation-card';
import { useChefLookup } from './use-chef-lookup';
import { useVariationSaves, type SavedNotice } from './use-variation-saves';

export interface FamousChefVariationsProps {
  /** Whether the AI chef can answer (GET /ai/status); undefined while that is being checked. */
  aiAvailable: boolean | undefined;
  /** Saving needs a signed-in member ('Please log in to save recipes'). */
  signedIn: boolean;
  /** The dish to start with (on a recipe page: its title). It is not looked up until asked. @default '' */
  initialDish?: string;
  /** POST /ai/famous-chefs-for-dish. */
  findChefs: (dish: string) => Promise<readonly string[]>;
  /** POST /ai/single-chef-recipe. */
  getVariation: (dish: string, chef: string) => Promise<ChefVariation>;
  /** POST /ai/multi-chef-recipes. */
  getAllVariations: (dish: string) => Promise<readonly ChefVariation[]>;
  /** POST /recipes/ with the saved AI recipe payload. */
  saveRecipe: (input: RecipeInput) => Promise<SavedNotice>;
  /** Level of the section heading; the variations are one level below. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

interface ShownVariation {
  key: string;
  dish: string;
  variation: ChefVariation;
}

const keyOf = (v: ChefVariation) => `${v.chef_name}\u0000${v.recipe_title}`;

/** New variations replace an earlier one of the same chef and go first. */
function merge(shown: ShownVariation[], dish: string, fresh: readonly ChefVariation[]): ShownVariation[] {
  const chefs = new Set(fresh.map((v) => v.chef_name));
  return [
    ...fresh.map((variation) => ({ key: keyOf(variation), dish, variation })),
    ...shown.filter((s) => !chefs.has(s.variation.chef_name)),
  ];
}

/**
 * Famous-chef variations (spec 000 §2): a dish name, the famous chefs known for it (looked up 1 s after
 * typing stops), one chef's or all chefs' versions, each savable as a private recipe.
 */
export function FamousChefVariations(props: FamousChefVariationsProps) {
  const {
    aiAvailable,
    signedIn,
    initialDish = '',
    findChefs,
    getVariation,
    getAllVariations,
    saveRecipe,
    headingLevel = 'h2',
  } = props;
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const titleId = useId();
  const [dish, setDish] = useState(initialDish);
  const { lookup, lookUpNow } = useChefLookup(dish, findChefs, aiAvailable === true);
  const [shown, setShown] = useState<ShownVariation[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [fetchFailed, setFetchFailed] = useState(false);
  const removeShown = useCallback((key: string) => setShown((all) => all.filter((s) => s.key !== key)), []);
  const saves = useVariationSaves({ signedIn, saveRecipe, onCleared: removeShown });

  const fetchVariations = async (marker: string, dishName: string, load: () => Promise<readonly ChefVariation[]>) => {
    setPending((p) => new Set(p).add(marker));
    setFetchFailed(false);
    try {
      const fresh = await load();
      setShown((all) => merge(all, dishName, fresh));
    } catch {
      setFetchFailed(true);
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(marker);
        return next;
      });
    }
  };

  return (
    <Card asChild padding="lg">
      <section aria-labelledby={titleId} className={styles.stack}>
        <div className={styles.header}>
          <Heading id={titleId} className={styles.panelTitle}>
            {T.chefsTitle}
          </Heading>
          <p className={styles.muted}>{T.chefsIntro}</p>
        </div>
        <AiAvailabilityNote aiAvailable={aiAvailable} unavailable={T.chefsUnavailable} checking={T.checkingAi} />
        {aiAvailable ? (
          <form
            className={styles.dishRow}
            aria-label={T.chefsTitle}
            onSubmit={(event) => {
              event.preventDefault();
              lookUpNow();
            }}
          >
            <Field label={T.dish} hint={T.dishHint} className={styles.dishField}>
              <Input
                value={dish}
                placeholder={T.dishPlaceholder}
                maxLength={200}
                onChange={(event) => setDish(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              iconStart={<Search size={18} />}
              loading={lookup.status === 'loading'}
            >
              {T.findChefs}
            </Button>
          </form>
        ) : null}
        {aiAvailable && lookup.status === 'loading' ? <StatusLine>{T.lookingUp(lookup.dish)}</StatusLine> : null}
        {aiAvailable && lookup.status === 'none' ? (
          <Alert tone="info">{CHEF_MESSAGES.noFamousChefs(lookup.dish)}</Alert>
        ) : null}
        {aiAvailable && lookup.status === 'error' ? <Alert>{lookup.message}</Alert> : null}
        {aiAvailable && lookup.status === 'found' ? (
          <div className={styles.stack}>
            <SubHeading className={styles.subTitle}>{T.chefsFor(lookup.dish)}</SubHeading>
            <ul aria-label={T.chefsFor(lookup.dish)} className={styles.chips}>
              {lookup.chefs.map((chef) => (
                <li key={chef}>
                  <Button
                    size="sm"
                    variant="secondary"
                    iconStart={<ChefHat size={16} />}
                    loading={pending.has(chef)}
                    onClick={() =>
                      void fetchVariations(chef, lookup.dish, async () => [await getVariation(lookup.dish, chef)])
                    }
                  >
                    {T.getVariation(chef)}
                  </Button>
                </li>
              ))}
              <li>
                <Button
                  size="sm"
                  iconStart={<Users size={16} />}
                  loading={pending.has('\u0000all')}
                  onClick={() => void fetchVariations('\u0000all', lookup.dish, () => getAllVariations(lookup.dish))}
                >
                  {T.getAll}
                </Button>
              </li>
            </ul>
          </div>
        ) : null}
        {pending.size > 0 ? <StatusLine>{T.cooking}</StatusLine> : null}
        {fetchFailed ? <Alert>{CHEF_MESSAGES.chefFailed}</Alert> : null}
        {saves.notice ? (
          <Alert tone="success">
            {CHEF_MESSAGES.saved(saves.notice.title)}{' '}
            <Link to={`/recipes/${saves.notice.id}`}>{T.openSaved(saves.notice.title)}</Link>
          </Alert>
        ) : null}
        {shown.length > 0 ? (
          <ul aria-label={T.variationsTitle} className={styles.variations}>
            {shown.map(({ key, dish: forDish, variation }) => (
              <li key={key}>
                <ChefVariationCard
                  variation={variation}
                  headingLevel={SubHeading}
                  saveState={saves.stateOf(key)}
                  onSave={() => void saves.save(key, variation, forDish)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  );
}
