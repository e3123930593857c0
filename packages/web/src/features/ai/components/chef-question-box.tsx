import { CHEF_MESSAGES, type ChefAnswer, type RecipeDraft } from '@potluck/api';
import { Alert, Button, Card, Field, Spinner, Textarea, useToast } from '@potluck/ui';
import { GitBranchPlus, Send } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { RecipeDraftSummary } from './recipe-draft-summary';

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
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reply, setReply] = useState<ChefAnswer | null>(null);
  const [creating, setCreating] = useState(false);
  const [createdVersion, setCreatedVersion] = useState<number | null>(null);

  const submit = async () => {
    if (asking) return;
    if (question.trim() === '') {
      setQuestionError(CHEF_MESSAGES.questionRequired);
      return;
    }
    setAsking(true);
    setError(null);
    setQuestionError(null);
    try {
      const answer = await ask(question.trim());
      setReply(answer);
      setCreatedVersion(null);
    } catch {
      setError(CHEF_MESSAGES.chefFailed);
    } finally {
      setAsking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing text in an IME) keeps the newline.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const makeVersion = async (answer: string, modifications: RecipeDraft) => {
    setCreating(true);
    try {
      const created = await createVersion(answer, modifications);
      setCreatedVersion(created.version_number);
      toast({ variant: 'success', title: CHEF_MESSAGES.versionCreated });
    } catch {
      toast({ variant: 'error', title: CHEF_MESSAGES.versionFailed });
    } finally {
      setCreating(false);
    }
  };

  const modifications = reply?.has_modifications ? reply.suggested_modifications : null;
  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-chef-title" className={styles.stack}>
        <h2 id="ai-chef-title" className={styles.panelTitle}>
          {T.askTitle}
        </h2>
        {aiAvailable === false ? <Alert tone="info">{T.unavailable}</Alert> : null}
        {aiAvailable ? (
          <form
            aria-label={T.askTitle}
            className={styles.stack}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Field label={T.question} hint={T.questionHint} error={questionError}>
              <Textarea
                rows={3}
                value={question}
                placeholder={T.questionPlaceholder}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setQuestion(event.target.value);
                  setQuestionError(null);
                }}
              />
            </Field>
            <div className={styles.actions}>
              <Button type="submit" iconStart={<Send size={18} />} loading={asking}>
                {T.ask}
              </Button>
            </div>
          </form>
        ) : null}
        {asking ? (
          <p role="status" className={styles.parserLine}>
            <Spinner size="sm" label={null} />
            <span className={styles.muted}>{T.asking}</span>
          </p>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
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
                  <div className={styles.actions}>
                    <Button iconStart={<GitBranchPlus size={18} />} loading={creating} onClick={() => void makeVersion(reply.answer, modifications)}>
                      {T.createVersion}
                    </Button>
                  </div>
                ) : null}
              </section>
            ) : null}
          </section>
        ) : null}
      </section>
    </Card>
  );
}
