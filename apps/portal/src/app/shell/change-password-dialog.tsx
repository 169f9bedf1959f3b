import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Dialog, ErrorBox, Field, TextInput, notify } from '@frota/ui';
import { errorText } from '../../features/auth/error-text.ts';
import { identityApi } from '../../features/auth/identity-api.ts';
import {
  confirmationRule,
  newPasswordRule,
  requiredRule,
  useFormState,
} from '../../features/auth/use-form-state.ts';

const FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

/** The top bar's change-password dialog (currentPassword, password, passwordConfirmation). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useFormState(
    { currentPassword: '', password: '', passwordConfirmation: '' },
    {
      currentPassword: requiredRule('Senha atual'),
      password: newPasswordRule('Nova senha'),
      passwordConfirmation: confirmationRule('Confirmar nova senha'),
    },
  );

  function close() {
    form.reset();
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.validate()) return;
    form.setSubmitting(true);
    try {
      await identityApi.changePassword(form.values);
      notify.success('Senha atualizada com sucesso');
      close();
    } catch (failure) {
      setError(errorText(failure, 'Não foi possível alterar a senha.'));
    } finally {
      form.setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Alterar senha">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field key={name} label={label} htmlFor={`change-${name}`} required error={form.errors[name]}>
            <TextInput
              id={`change-${name}`}
              name={name}
              type="password"
              autoComplete={autoComplete}
              invalid={!!form.errors[name]}
              aria-describedby={form.errors[name] ? `change-${name}-error` : undefined}
              value={form.values[name]}
              onChange={(e) => form.set(name)(e.target.value)}
            />
          </Field>
        ))}
        <ErrorBox messages={error ? [error] : []} />
        <div className="flex justify-end gap-2">
          <Button variant="basic" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={form.submitting}>
            Salvar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
