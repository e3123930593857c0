import {
  ADMIN_USER_MESSAGES,
  confirmDeactivateMessage,
  errorText,
  isApiError,
  userCreatedMessage,
  userUpdatedMessage,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  type AdminUser,
} from '@potluck/api';
import { ConfirmDialog, Dialog, UserForm, useToast, type UserFormErrors } from '@potluck/ui';
import { useState } from 'react';

const formErrors = (e: unknown): UserFormErrors => (isApiError(e) ? (e.fieldErrors as UserFormErrors) : {});

export interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (input: AdminCreateUserInput) => Promise<AdminUser>;
}

/** Create User: 'User {name} created successfully', else the server's detail under 'Failed to create user'. */
export function CreateUserDialog({ open, onOpenChange, onCreate }: CreateUserDialogProps) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<UserFormErrors>({});
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create User" description="The member can sign in at once.">
      {open ? (
        <UserForm
          mode="create"
          errors={errors}
          onCancel={() => onOpenChange(false)}
          onCreate={async (input) => {
            setErrors({});
            try {
              const user = await onCreate(input);
              toast({ variant: 'success', title: userCreatedMessage(user.username) });
              onOpenChange(false);
            } catch (e) {
              setErrors(formErrors(e));
              toast({
                variant: 'error',
                title: ADMIN_USER_MESSAGES.createFailed,
                description: errorText(e, '') || undefined,
              });
              throw e;
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}

export interface EditUserDialogProps {
  user: AdminUser | null;
  currentUserId: number;
  onClose: () => void;
  onUpdate: (id: number, input: AdminUpdateUserInput) => Promise<AdminUser>;
}

/** The edit modal: 'User {name} updated successfully', else the server's detail under 'Failed to update user'. */
export function EditUserDialog({ user, currentUserId, onClose, onUpdate }: EditUserDialogProps) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<UserFormErrors>({});
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setErrors({});
          onClose();
        }
      }}
      title={user ? `Edit ${user.username}` : 'Edit user'}
      description={user?.email}
    >
      {user ? (
        <UserForm
          key={user.id}
          mode="edit"
          user={user}
          isSelf={user.id === currentUserId}
          errors={errors}
          onCancel={onClose}
          onUpdate={async (input) => {
            setErrors({});
            try {
              const saved = await onUpdate(user.id, input);
              toast({ variant: 'success', title: userUpdatedMessage(saved.username) });
              onClose();
            } catch (e) {
              setErrors(formErrors(e));
              toast({
                variant: 'error',
                title: ADMIN_USER_MESSAGES.updateFailed,
                description: errorText(e, '') || undefined,
              });
              throw e;
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}

export interface DeactivateUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDeactivate: (user: AdminUser) => Promise<unknown>;
}

/** 'Are you sure you want to deactivate user "{name}"?' before deactivating. */
export function DeactivateUserDialog({ user, onClose, onDeactivate }: DeactivateUserDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Deactivate user?"
      description={user ? confirmDeactivateMessage(user.username) : ''}
      confirmLabel="Deactivate"
      onConfirm={async () => {
        if (user) await onDeactivate(user);
      }}
    />
  );
}
