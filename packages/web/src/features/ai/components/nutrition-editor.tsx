import type { Nutrition } from '@potluck/api/domain';
import { Button, Dialog, Inline, Tabs, TabsContent, TabsList, TabsTrigger } from '@potluck/ui';
import { Apple } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import { NutritionEstimate } from './nutrition-estimate';
import { NutritionLabelForm } from './nutrition-label-form';
import { AiAvailabilityNote } from './status-line';

type NutritionWay = 'label' | 'estimate';

export interface NutritionEditorProps {
  /** The recipe has nutrition facts already: the action reads "Update nutrition". */
  hasNutrition: boolean;
  /** Whether the AI chef can read or estimate nutrition (GET /ai/status); undefined while it loads. */
  aiAvailable: boolean | undefined;
  /** The recipe's ingredient lines, sent for the estimate. */
  ingredientLines: readonly string[];
  servings: number;
  /** Reads a pasted label onto the recipe; resolves once the recipe on screen shows it. */
  parseLabel: (text: string) => Promise<{ success: boolean }>;
  /** Estimates from the ingredient lines; null when the AI chef found nothing. */
  estimate: (text: string, servings: number) => Promise<Nutrition | null>;
  /** Stores an estimate on the recipe; resolves once the recipe on screen shows it. */
  saveEstimate: (nutrition: Nutrition) => Promise<void>;
}

/**
 * The editors' nutrition action beside the recipe's Nutrition panel: a dialog with two ways, a pasted
 * label (read and stored at once) or an estimate from the ingredients (shown first, stored on Save).
 */
export function NutritionEditor({
  hasNutrition,
  aiAvailable,
  ingredientLines,
  servings,
  parseLabel,
  estimate,
  saveEstimate,
}: NutritionEditorProps) {
  const [open, setOpen] = useState(false);
  const [way, setWay] = useState<NutritionWay>('label');
  const title = hasNutrition ? T.updateNutrition : T.addNutrition;
  if (!aiAvailable) return <AiAvailabilityNote aiAvailable={aiAvailable} unavailable={T.nutritionUnavailable} />;
  const done = () => setOpen(false);
  return (
    <Inline>
      <Dialog
        title={title}
        description={T.nutritionDialogHint}
        size="lg"
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" iconStart={<Apple size={18} />}>
            {title}
          </Button>
        }
      >
        <Tabs value={way} onValueChange={(value) => setWay(value as NutritionWay)}>
          <TabsList aria-label={T.nutritionWays}>
            <TabsTrigger value="label">{T.pasteLabelTab}</TabsTrigger>
            <TabsTrigger value="estimate">{T.estimateTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="label">
            <NutritionLabelForm parseLabel={parseLabel} onStored={done} />
          </TabsContent>
          <TabsContent value="estimate">
            <NutritionEstimate
              ingredientLines={ingredientLines}
              servings={servings}
              estimate={estimate}
              save={saveEstimate}
              onStored={done}
            />
          </TabsContent>
        </Tabs>
      </Dialog>
    </Inline>
  );
}
