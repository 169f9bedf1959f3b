import { Button, Dialog, ErrorBox, notify, ButtonRow } from '@frota/ui';
import { accountApi } from '../../features/auth/account-api.ts';
import { confirmationRule, newPasswordRule, requiredRule } from '../../features/auth/form-rules.ts';
import { FormTextField } from '../../features/auth/form-text-field.tsx';
import { useFormState } from '../../features/auth/use-form-state.ts';

const FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'passwordConfirmation', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

/** The top bar's change-password dialog (currentPassword, password, passwordConfirmation). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    await accountApi.changePassword(values);
    notify.success('Senha atualizada com sucesso');
    close();
  }, 'Não foi possível alterar a senha.');

  return (
    <Dialog open={open} onClose={close} title="Alterar senha">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormTextField
            key={name}
            form={form}
            name={name}
            idPrefix="change"
            label={label}
            type="password"
            autoComplete={autoComplete}
          />
        ))}
        <ErrorBox messages={form.failure ? [form.failure] : []} />
        <ButtonRow align="end">
          <Button variant="basic" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" loading={form.submitting}>
            Salvar
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
