import {
  ADMIN_USER_MESSAGES,
  ROLES,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  type AdminUser,
  type Role,
} from '@potluck/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Select } from '../select/select';
import * as styles from './user-form.css';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role === 'admin' ? 'Admin' : 'User' }));

type Values = {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  first_name: string;
  last_name: string;
  display_name: string;
  role: Role;
  is_active: boolean;
};
export type UserFormField = keyof Values;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export interface UserFormProps {
  /** create: username, email, password; edit: names, role, active, a new password. */
  mode: 'create' | 'edit';
  /** The member being edited (edit mode). */
  user?: AdminUser | null;
  /** Your own account: role and active cannot be changed here. @default false */
  isSelf?: boolean;
  /** Field messages from the server's 422 (they join the form's own). */
  errors?: UserFormErrors;
  /** Create mode's submit; a rejection keeps the form (the caller says why). */
  onCreate?: (input: AdminCreateUserInput) => Promise<unknown>;
  /** Edit mode's submit; a rejection keeps the form (the caller says why). */
  onUpdate?: (input: AdminUpdateUserInput) => Promise<unknown>;
  onCancel: () => void;
}

const firstIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: UserFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as UserFormField;
    out[field] ??= issue.message;
  }
  return out;
};

/**
 * Create a member, or edit one (spec 001 §5 Admin create user / edit): username and email required, password at
 * least 8 ('Password must be at least 8 characters long'), matching confirmation ('Passwords do not match'), role
 * user or admin; editing takes an optional new password of at least 8.
 */
export function UserForm(props: UserFormProps) {
  const user = props.mode === 'edit' ? (props.user ?? null) : null;
  const isSelf = props.mode === 'edit' && props.isSelf === true;
  const [values, setValues] = useState<Values>({
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    confirm_password: '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    display_name: user?.display_name ?? '',
    role: user?.role ?? 'user',
    is_active: user?.is_active ?? true,
  });
  const [own, setOwn] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);
  const errors = { ...props.errors, ...own };
  const set = (field: UserFormField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: UserFormErrors = {};
    if (values.password !== values.confirm_password) found.confirm_password = ADMIN_USER_MESSAGES.passwordsDoNotMatch;
    let send: () => Promise<unknown>;
    if (props.mode === 'create') {
      const input = {
        username: values.username,
        email: values.email,
        password: values.password,
        confirm_password: values.confirm_password,
        first_name: values.first_name,
        last_name: values.last_name,
        role: values.role,
      };
      const parsed = adminCreateUserSchema.safeParse(input);
      if (!parsed.success) Object.assign(found, firstIssues(parsed.error.issues), found);
      send = async () => props.onCreate?.(input);
    } else {
      const input: AdminUpdateUserInput = {
        first_name: values.first_name,
        last_name: values.last_name,
        display_name: values.display_name,
        ...(isSelf ? {} : { role: values.role, is_active: values.is_active }),
        ...(values.password ? { password: values.password } : {}),
      };
      const parsed = adminUpdateUserSchema.safeParse(input);
      if (!parsed.success) Object.assign(found, firstIssues(parsed.error.issues), found);
      send = async () => props.onUpdate?.(input);
    }
    setOwn(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await send();
    } catch {
      // The caller says why (a toast, or field messages through `errors`).
    } finally {
      setSaving(false);
    }
  };

  const creating = props.mode === 'create';
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <div className={styles.grid}>
        {creating ? (
          <>
            <Field label="Username" required error={errors.username}>
              <Input value={values.username} onChange={set('username')} autoComplete="off" />
            </Field>
            <Field label="Email" required error={errors.email}>
              <Input type="email" value={values.email} onChange={set('email')} autoComplete="off" />
            </Field>
          </>
        ) : null}
        <Field label="First name" error={errors.first_name}>
          <Input value={values.first_name} onChange={set('first_name')} />
        </Field>
        <Field label="Last name" error={errors.last_name}>
          <Input value={values.last_name} onChange={set('last_name')} />
        </Field>
        {creating ? null : (
          <Field label="Display name" error={errors.display_name}>
            <Input value={values.display_name} onChange={set('display_name')} />
          </Field>
        )}
        <Field label="Role" error={errors.role} hint={isSelf ? 'You cannot change your own role' : undefined}>
          <Select
            value={values.role}
            disabled={isSelf}
            options={ROLE_OPTIONS}
            onValueChange={(role) => setValues((v) => ({ ...v, role: role as Role }))}
          />
        </Field>
        <Field
          label={creating ? 'Password' : 'New password'}
          required={creating}
          hint={creating ? 'At least 8 characters' : 'Leave empty to keep the current password'}
          error={errors.password}
        >
          <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
        </Field>
        <Field
          label={creating ? 'Confirm password' : 'Confirm new password'}
          required={creating}
          error={errors.confirm_password}
        >
          <Input
            type="password"
            value={values.confirm_password}
            onChange={set('confirm_password')}
            autoComplete="new-password"
          />
        </Field>
      </div>
      {creating ? null : (
        <Checkbox
          label="Active"
          checked={values.is_active}
          disabled={isSelf}
          onCheckedChange={(on) => setValues((v) => ({ ...v, is_active: on === true }))}
        />
      )}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={props.onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {creating ? 'Create User' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
