import { Heading, Text, notify } from '@frota/ui';
import { accountApi } from './account-api.ts';
import { AuthCard } from './auth-card.tsx';
import { requiredRule } from './form-rules.ts';
import { FormTextField } from './form-text-field.tsx';
import { RecoveryFormFooter } from './recovery-form-footer.tsx';
import { useFormState } from './use-form-state.ts';

export const RESET_REQUESTED = 'Enviamos as instruções para redefinir a senha para o seu e-mail.';

/** /lost-password: one required e-mail that requests reset instructions. */
export function LostPasswordPage() {
  const form = useFormState({ email: '' }, { email: requiredRule('E-mail') });
  const submit = form.handleSubmit(async (values) => {
    await accountApi.requestPasswordReset(values.email.trim());
    // The toast alone says it (as every success does): a box beside it said the same twice.
    notify.success(RESET_REQUESTED);
  }, 'Não foi possível enviar as instruções. Tente novamente.');

  return (
    <AuthCard>
      <Heading tone="brand" className="mb-2">
        Esqueci a senha
      </Heading>
      <Text tone="muted" size="sm" className="mb-6">
        Informe seu e-mail para receber as instruções de redefinição de senha.
      </Text>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormTextField
          form={form}
          name="email"
          idPrefix="lost"
          label="E-mail"
          type="email"
          autoComplete="email"
        />
        <RecoveryFormFooter
          failure={form.failure}
          submitting={form.submitting}
          submitLabel="Enviar instruções"
        />
      </form>
    </AuthCard>
  );
}
