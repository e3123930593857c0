import {
  AI_PARSE_MESSAGES,
  PARSE_TEXT_MIN,
  PARSE_TEXT_MIN_BUTTON,
  aiParseErrorMessage,
  type ParsedRecipeResponse,
  type RecipeDraft,
} from '@potluck/api';
import { Alert, Button, Card, Checkbox, Field, Inline, Textarea } from '@potluck/ui';
import { ClipboardPaste, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AI_TEXT as T } from './ai-text';
import * as styles from './ai.css';
import { ParsedRecipePreview } from './parsed-recipe-preview';

export interface AiAssistedTabProps {
  /** GET /ai/status's ai_available for recipe parsing; undefined while it loads. */
  aiAvailable: boolean | undefined;
  /** Sends the text; `enhance` false asks for the built-in parser. */
  parse: (text: string, enhance: boolean) => Promise<ParsedRecipeResponse>;
  /** 'Use This Recipe': the page fills the manual form and switches to it. */
  onUse: (draft: RecipeDraft) => void;
  /** Reads the clipboard. @default navigator.clipboard.readText */
  readClipboard?: () => Promise<string>;
}

const readSystemClipboard = () => navigator.clipboard.readText();

/** The client's own text rules (spec 000 §5), checked before anything is sent. */
function textProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return AI_PARSE_MESSAGES.empty;
  if (trimmed.length < PARSE_TEXT_MIN) return AI_PARSE_MESSAGES.tooShort;
  return null;
}

/**
 * Create Recipe → AI-Assisted: paste, parse, preview with confidence, then Use This Recipe or Try Again
 * (back to the input with the text kept). Without a working AI key the built-in parser reads the text,
 * and the screen says so.
 */
export function AiAssistedTab({ aiAvailable, parse, onUse, readClipboard = readSystemClipboard }: AiAssistedTabProps) {
  const [text, setText] = useState('');
  const [useAi, setUseAi] = useState(true);
  const [parsing, setParsing] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<(ParsedRecipeResponse & { recipe: RecipeDraft }) | null>(null);
  const enhance = aiAvailable === true && useAi;

  const paste = async () => {
    try {
      const pasted = await readClipboard();
      setText(pasted);
      setError(null);
      setFieldError(null);
    } catch {
      setError(AI_PARSE_MESSAGES.clipboard);
    }
  };

  const submit = async () => {
    const problem = textProblem(text);
    setFieldError(problem);
    setError(null);
    if (problem) return;
    setParsing(true);
    try {
      const answer = await parse(text.trim(), enhance);
      if (answer.success && answer.recipe) setResult({ ...answer, recipe: answer.recipe });
      else setError(AI_PARSE_MESSAGES.failed);
    } catch (e) {
      setError(aiParseErrorMessage(e));
    } finally {
      setParsing(false);
    }
  };

  if (result) {
    return (
      <ParsedRecipePreview result={result} onUse={() => onUse(result.recipe)} onTryAgain={() => setResult(null)} />
    );
  }

  const reader =
    aiAvailable === undefined ? null : !aiAvailable ? T.readByBuiltinNoKey : useAi ? T.readByAi : T.readByBuiltin;
  return (
    <Card asChild padding="lg">
      <form
        aria-label="Parse recipe text"
        aria-busy={parsing}
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={T.recipeText} hint={T.recipeTextHint} error={fieldError}>
          <Textarea
            rows={12}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(null);
            }}
            placeholder={'Grandma’s Pancakes\n\nIngredients\n2 cups flour\n…\n\nInstructions\n1. Whisk…'}
          />
        </Field>
        <div className={styles.statusLine}>
          {reader ? <p className={styles.muted}>{reader}</p> : null}
          {aiAvailable ? (
            <Checkbox label={T.useAi} checked={useAi} onCheckedChange={(checked) => setUseAi(checked === true)} />
          ) : null}
        </div>
        {error ? <Alert>{error}</Alert> : null}
        {parsing ? (
          <p role="status" className={styles.muted}>
            {T.parsing}
          </p>
        ) : null}
        <Inline>
          <Button
            variant="secondary"
            iconStart={<ClipboardPaste size={18} />}
            onClick={() => void paste()}
            disabled={parsing}
          >
            {T.pasteFromClipboard}
          </Button>
          <Button
            type="submit"
            iconStart={<Sparkles size={18} />}
            loading={parsing}
            disabled={text.length < PARSE_TEXT_MIN_BUTTON}
          >
            {T.parse}
          </Button>
        </Inline>
      </form>
    </Card>
  );
}
