import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, ErrorBox, Field, TextInput, buttonClasses, notify } from '@frota/ui';
import { useState } from 'react';
import { errorText } from './error-text.ts';
import { identityApi } from './identity-api.ts';
import { AuthCard } from './auth-card.tsx';
import { confirmationRule, newPasswordRule, requiredRule, useFormState } from './use-form-state.ts';

export const PASSWORD_UPDATED = 'Senha atualizada com sucesso';

/** /reset-password/{token}: e-mail, new password and confirmation, all required. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useFormState(
    { email: '', password: '', passwordConfirmation: '' },
    {
      email: requiredRule('E-mail'),
      password: newPasswordRule('Nova senha'),
      passwordConfirmation: confirmationRule('Confirmar nova senha'),
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.validate()) return;
    form.setSubmitting(true);
    try {
      await identityApi.resetPassword({ ...form.values, email: form.values.email.trim(), token });
      notify.success(PASSWORD_UPDATED);
      navigate('/', { replace: true });
    } catch (failure) {
      setError(errorText(failure, 'Não foi possível redefinir a senha. Tente novamente.'));
      form.setSubmitting(false);
    }
  }

  const field = (
    name: 'email' | 'password' | 'passwordConfirmation',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <Field label={label} htmlFor={`reset-${name}`} required error={form.errors[name]}>
      <TextInput
        id={`reset-${name}`}
        type={type}
        autoComplete={autoComplete}
        invalid={!!form.errors[name]}
        aria-describedby={form.errors[name] ? `reset-${name}-error` : undefined}
        value={form.values[name]}
        onChange={(e) => form.set(name)(e.target.value)}
      />
    </Field>
  );

  return (
    <AuthCard>
      <h1 className="mb-6 text-2xl font-semibold text-brand-700">Criar nova senha</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {field('email', 'E-mail', 'email', 'username')}
        {field('password', 'Nova senha', 'password', 'new-password')}
        {field('passwordConfirmation', 'Confirmar nova senha', 'password', 'new-password')}
        <ErrorBox messages={error ? [error] : []} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" loading={form.submitting}>
            Salvar nova senha
          </Button>
          <Link to="/" className={buttonClasses({ variant: 'basic', size: 'md' })}>
            Voltar ao login
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
