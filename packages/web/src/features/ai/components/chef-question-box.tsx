import { CHEF_MESSAGES, type ChefAnswer, type RecipeDraft } from '@potluck/api';
import { Alert, Button, Card, Inline, RecipeDraftSummary, useToast } from '@potluck/ui';
import { GitBranchPlus } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { QuestionForm } from './question-form';
import { AiAvailabilityNote, StatusLine } from './status-line';
import { useAsk } from './use-ask';

export interface ChefQuestionBoxProps {
  /** Whether the chef can be asked (GET /ai/status); undefined while it loads. */
  aiAvailable: boolean | undefined;
  /** Author or admin: may turn the chef's modifications into a new version. */
  canEdit: boolean;
  ask: (question: string) => Promise<ChefAnswer>;
  /** Creates the version and resolves once the recipe and its versions on screen show it. */
  createVersion: (answer: string, modifications: RecipeDraft) => Promise<{ version_number: number }>;
}

/**
 * The AI chef question box on a recipe: Enter sends, Shift+Enter adds a line; a blank question is not
 * sent. When the chef suggests a changed recipe, an editor can make it the recipe's new version.
 */
export function ChefQuestionBox({ aiAvailable, canEdit, ask, createVersion }: ChefQuestionBoxProps) {
  const { toast } = useToast();
  const [question, setQuestion] = useState('');
  const { reply, asking, failed, send } = useAsk(ask);
  const [creating, setCreating] = useState(false);
  // The version made from one answer; a new answer (another object) shows its own button again.
  const [created, setCreated] = useState<{ from: ChefAnswer; version: number } | null>(null);

  const makeVersion = async (answer: ChefAnswer, modifications: RecipeDraft) => {
    setCreating(true);
    try {
      const version = await createVersion(answer.answer, modifications);
      setCreated({ from: answer, version: version.version_number });
      toast({ variant: 'success', title: CHEF_MESSAGES.versionCreated });
    } catch {
      toast({ variant: 'error', title: CHEF_MESSAGES.versionFailed });
    } finally {
      setCreating(false);
    }
  };

  const modifications = reply?.has_modifications ? reply.suggested_modifications : null;
  const createdVersion = created && created.from === reply ? created.version : null;
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-chef-title" className={styles.stack}>
        <h2 id="ai-chef-title" className={styles.panelTitle}>
          {T.askTitle}
        </h2>
        <AiAvailabilityNote aiAvailable={aiAvailable} unavailable={T.unavailable} />
        {aiAvailable ? (
          <QuestionForm
            texts={T}
            value={question}
            onValueChange={setQuestion}
            busy={asking}
            onSubmit={(q) => void send(q)}
          />
        ) : null}
        {asking ? <StatusLine>{T.asking}</StatusLine> : null}
        {failed ? <Alert>{CHEF_MESSAGES.chefFailed}</Alert> : null}
        {reply ? (
          <section aria-labelledby="ai-chef-answer" className={styles.group}>
            <h3 id="ai-chef-answer" className={styles.subTitle}>
              {T.chefSays}
            </h3>
            <p className={styles.answer}>{reply.answer}</p>
            {modifications ? (
              <section aria-labelledby="ai-chef-suggested" className={styles.stack}>
                <h3 id="ai-chef-suggested" className={styles.subTitle}>
                  {T.suggestedRecipe}
                </h3>
                <RecipeDraftSummary draft={modifications} headingLevel="h4" idPrefix="ai-chef-draft" />
                {createdVersion !== null ? (
                  <p role="status" className={styles.muted}>
                    {T.versionCreated(createdVersion)}
                  </p>
                ) : canEdit ? (
                  <Inline>
                    <Button
                      iconStart={<GitBranchPlus size={18} />}
                      loading={creating}
                      onClick={() => void makeVersion(reply, modifications)}
                    >
                      {T.createVersion}
                    </Button>
                  </Inline>
                ) : null}
              </section>
            ) : null}
          </section>
        ) : null}
      </section>
    </Card>
  );
}
