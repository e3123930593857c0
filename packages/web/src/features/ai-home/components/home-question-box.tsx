import { CHEF_MESSAGES } from '@potluck/api';
import { Alert, Button, Card, Field, RecipeCard, Spinner, Textarea } from '@potluck/ui';
import { Send } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { renderRouterLink } from '../../../lib/router-link';
import type { CookingAnswer } from '../api/use-cooking-assistant';
import { HOME_TEXT as T } from './ai-home-text';
import * as styles from './ai-home.css';
import { SuggestionChips } from './suggestion-chips';

export const recipeHref = (id: number) => `/recipes/${id}`;

export interface HomeQuestionBoxProps {
  /** Whether the AI chef can answer (GET /ai/status); undefined while that is being checked. */
  aiAvailable: boolean | undefined;
  /** POST /ai/cooking-assistant. */
  ask: (question: string) => Promise<CookingAnswer>;
}

/**
 * The home page's question box: Enter sends, Shift+Enter adds a line, a blank question is not sent
 * (spec 000 §5). The answer is plain text; the family recipes it points to are cards.
 */
export function HomeQuestionBox({ aiAvailable, ask }: HomeQuestionBoxProps) {
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [reply, setReply] = useState<CookingAnswer | null>(null);
  // Guards against a double Enter before the busy state has rendered.
  const busy = useRef(false);

  const submit = async (text: string) => {
    if (busy.current) return;
    if (text.trim() === '') {
      setQuestionError(CHEF_MESSAGES.questionRequired);
      return;
    }
    busy.current = true;
    setAsking(true);
    setFailed(false);
    setQuestionError(null);
    try {
      setReply(await ask(text.trim()));
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setAsking(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an IME is composing) keeps the newline.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(question);
  };

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-home-ask" className={styles.stack}>
        <h2 id="ai-home-ask" className={styles.sectionTitle}>
          {T.askTitle}
        </h2>
        {aiAvailable === undefined ? (
          <p role="status" className={styles.statusLine}>
            <Spinner size="sm" label={null} />
            <span className={styles.muted}>{T.checkingAi}</span>
          </p>
        ) : null}
        {aiAvailable === false ? <Alert tone="info">{T.unavailable}</Alert> : null}
        {aiAvailable ? (
          <>
            <form
              aria-label={T.askTitle}
              className={styles.stack}
              onSubmit={(event) => {
                event.preventDefault();
                void submit(question);
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
            <SuggestionChips
              disabled={asking}
              onPick={(suggestion) => {
                setQuestion(suggestion);
                void submit(suggestion);
              }}
            />
          </>
        ) : null}
        {asking ? (
          <p role="status" className={styles.statusLine}>
            <Spinner size="sm" label={null} />
            <span className={styles.muted}>{T.asking}</span>
          </p>
        ) : null}
        {failed ? <Alert>{CHEF_MESSAGES.chefFailed}</Alert> : null}
        {reply ? (
          <section aria-labelledby="ai-home-answer" className={styles.stack}>
            <h3 id="ai-home-answer" className={styles.subTitle}>
              {T.chefSays}
            </h3>
            <p className={styles.answer}>{reply.answer}</p>
            {reply.recipes.length > 0 ? (
              <>
                <h3 id="ai-home-matches" className={styles.subTitle}>
                  {T.matchingRecipes}
                </h3>
                <ul aria-labelledby="ai-home-matches" className={styles.cards}>
                  {reply.recipes.map((recipe) => (
                    <li key={recipe.id} className={styles.cardItem}>
                      <RecipeCard recipe={recipe} href={recipeHref(recipe.id)} renderLink={renderRouterLink} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
      </section>
    </Card>
  );
}
