export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The recipe fields a card shows (names as in the spec's Recipe entity). */
export interface RecipeSummary {
  id: number;
  title: string;
  description?: string | null;
  featured_image_url?: string | null;
  author_name?: string | null;
  author_avatar?: string | null;
  prep_time_minutes?: number | null;
  cook_time_minutes?: number | null;
  difficulty?: Difficulty | null;
  like_count?: number | null;
  status?: 'draft' | 'published';
}
