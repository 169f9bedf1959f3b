import { useNavigate, useParams } from 'react-router-dom';
import { Heading, notify } from '@frota/ui';
import { accountApi } from './account-api.ts';
import { AuthCard } from './auth-card.tsx';
import { confirmationRule, newPasswordRule, requiredRule } from './form-rules.ts';
import { FormTextField } from './form-text-field.tsx';
import { RecoveryFormFooter } from './recovery-form-footer.tsx';
import { useFormState } from './use-form-state.ts';

export const PASSWORD_UPDATED = 'Senha atualizada com sucesso';

/** /reset-password/{token}: e-mail, new password and confirmation, all required. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useFormState(
    { email: '', password: '', passwordConfirmation: '' },
    {
      email: requiredRule('E-mail'),
      password: newPasswordRule('Nova senha'),
      passwordConfirmation: confirmationRule('Confirmar nova senha'),
    },
  );
  const submit = form.handleSubmit(async (values) => {
    await accountApi.resetPassword({ ...values, email: values.email.trim(), token });
    notify.success(PASSWORD_UPDATED);
    navigate('/', { replace: true });
  }, 'Não foi possível redefinir a senha. Tente novamente.');

  return (
    <AuthCard>
      <Heading tone="brand" className="mb-6">
        Criar nova senha
      </Heading>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormTextField
          form={form}
          name="email"
          idPrefix="reset"
          label="E-mail"
          type="email"
          autoComplete="username"
        />
        <FormTextField
          form={form}
          name="password"
          idPrefix="reset"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          name="passwordConfirmation"
          idPrefix="reset"
          label="Confirmar nova senha"
          type="password"
          autoComplete="new-password"
        />
        <RecoveryFormFooter
          failure={form.failure}
          submitting={form.submitting}
          submitLabel="Salvar nova senha"
        />
      </form>
    </AuthCard>
  );
}
