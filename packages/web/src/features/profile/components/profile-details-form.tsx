import {
  DIETARY_PREFERENCES,
  optionLabel,
  profileUpdateSchema,
  type DietaryPreference,
  type Profile,
  type ProfileUpdateInput,
} from '@potluck/api';
import { Button, CheckboxGroup, Field, Input, Textarea } from '@potluck/ui';
import { useState, type FormEvent } from 'react';
import { fieldErrorsFromIssues, fieldErrorsFromResponse, type FieldErrors } from '../../../lib/form-errors';
import * as styles from './profile.css';

const FIELDS = ['email', 'first_name', 'last_name', 'display_name', 'bio', 'location', 'website'] as const;
type TextField = (typeof FIELDS)[number];
type Errors = FieldErrors<TextField | 'dietary_preferences'>;

export interface ProfileDetailsFormProps {
  profile: Profile;
  /** Saves; a rejection keeps the form (the caller shows the failure; 422 field messages land on fields). */
  onSave: (input: ProfileUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Edit mode of the profile details (spec 001 §5): the username is read-only, email type email, website type url. */
export function ProfileDetailsForm({ profile, onSave, onCancel }: ProfileDetailsFormProps) {
  const [values, setValues] = useState<Record<TextField, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, profile[f] ?? ''])) as Record<TextField, string>,
  );
  const [dietary, setDietary] = useState<DietaryPreference[]>(profile.dietary_preferences);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: TextField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ProfileUpdateInput = {
      ...values,
      dietary_preferences: DIETARY_PREFERENCES.filter((d) => dietary.includes(d)),
    };
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(input);
    } catch (e) {
      setErrors(fieldErrorsFromResponse(e, [...FIELDS, 'dietary_preferences']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Edit profile">
      <div className={styles.grid}>
        <Field label="Username" hint="Your username cannot be changed">
          <Input value={profile.username} readOnly />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" />
        </Field>
        <Field label="First name" error={errors.first_name}>
          <Input value={values.first_name} onChange={set('first_name')} autoComplete="given-name" />
        </Field>
        <Field label="Last name" error={errors.last_name}>
          <Input value={values.last_name} onChange={set('last_name')} autoComplete="family-name" />
        </Field>
        <Field label="Display name" error={errors.display_name}>
          <Input value={values.display_name} onChange={set('display_name')} autoComplete="nickname" />
        </Field>
        <Field label="Location" error={errors.location}>
          <Input value={values.location} onChange={set('location')} />
        </Field>
        <Field label="Website" error={errors.website}>
          <Input
            type="url"
            value={values.website}
            onChange={set('website')}
            placeholder="https://"
            autoComplete="url"
          />
        </Field>
      </div>
      <Field label="Bio" error={errors.bio}>
        <Textarea value={values.bio} onChange={set('bio')} rows={4} />
      </Field>
      <CheckboxGroup
        legend="Dietary preferences"
        options={DIETARY_PREFERENCES}
        labelOf={optionLabel}
        value={dietary}
        onChange={setDietary}
      />
      <div className={styles.formEnd}>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
