import { normalizeTag } from '@potluck/api';
import { Field, IconButton, Input } from '@potluck/ui';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import * as styles from './recipe-form.css';

export interface TagInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags as chips: Enter or a comma adds what was typed, Backspace in the empty box removes the last. */
export function TagInput({ tags, onChange, error }: TagInputProps) {
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const fresh = text
      .split(',')
      .map(normalizeTag)
      .filter((t) => t && !tags.includes(t));
    if (fresh.length) onChange([...tags, ...new Set(fresh)]);
  };

  const commit = () => {
    add(draft);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole recipe; here it only adds the tag.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.section}>
      <Field label="Tags" hint="Press Enter or type a comma after each tag." error={error}>
        <Input
          name="tags"
          value={draft}
          placeholder="e.g. weeknight, vegetarian"
          autoComplete="off"
          onChange={(e) => {
            const value = e.target.value;
            if (value.includes(',')) {
              add(value);
              setDraft('');
            } else setDraft(value);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </Field>
      {tags.length ? (
        <ul className={styles.chips} aria-label="Tags added">
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <IconButton
                size="sm"
                aria-label={`Remove tag ${tag}`}
                icon={<X size={14} />}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
