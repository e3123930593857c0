import type { ReactNode } from 'react';
import type { CookingAnswer } from '../api/use-cooking-assistant';
import * as styles from './ai-home.css';
import { HOME_TEXT as T } from './ai-home-text';
import { DiscoverRecipes, type DiscoverState } from './discover-recipes';
import { HomeQuestionBox } from './home-question-box';

export interface AiHomeViewProps {
  /** The member's first or display name for the heading ('Welcome, Rosa'); 'Welcome' without one. */
  name?: string | null;
  /** This visit's greeting, under the heading. */
  greeting: string;
  /** Whether the AI chef can answer questions; undefined while that is being checked. */
  assistantAvailable: boolean | undefined;
  ask: (question: string) => Promise<CookingAnswer>;
  discover: DiscoverState;
  onShuffle: () => void;
  /** The famous-chef variations section (a separate, reusable component). */
  chefs: ReactNode;
}

/** The AI chef home (spec 000 §2): greeting, question box with suggestions, Discover Recipes, famous chefs. */
export function AiHomeView({ name, greeting, assistantAvailable, ask, discover, onShuffle, chefs }: AiHomeViewProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.welcome}>{T.welcome(name)}</h1>
        <p className={styles.greeting}>{greeting}</p>
        <p className={styles.intro}>{T.intro}</p>
      </div>
      <HomeQuestionBox aiAvailable={assistantAvailable} ask={ask} />
      <DiscoverRecipes state={discover} onShuffle={onShuffle} />
      {chefs}
    </div>
  );
}
