import { CHEF_MESSAGES } from '@potluck/api';
import { Alert, Card, RecipeCard } from '@potluck/ui';
import { useState } from 'react';
import { renderRouterLink } from '../../../lib/router-link';
import { QuestionForm } from '../../ai/components/question-form';
import { AiAvailabilityNote, StatusLine } from '../../ai/components/status-line';
import { useAsk } from '../../ai/components/use-ask';
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
  const { reply, asking, failed, send } = useAsk(ask);

  return (
    <Card asChild padding="lg">
      <section aria-labelledby="ai-home-ask" className={styles.stack}>
        <h2 id="ai-home-ask" className={styles.panelTitle}>
          {T.askTitle}
        </h2>
        <AiAvailabilityNote aiAvailable={aiAvailable} unavailable={T.unavailable} checking={T.checkingAi} />
        {aiAvailable ? (
          <>
            <QuestionForm
              texts={T}
              value={question}
              onValueChange={setQuestion}
              busy={asking}
              onSubmit={(q) => void send(q)}
            />
            <SuggestionChips
              disabled={asking}
              onPick={(suggestion) => {
                setQuestion(suggestion);
                void send(suggestion);
              }}
            />
          </>
        ) : null}
        {asking ? <StatusLine>{T.asking}</StatusLine> : null}
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
