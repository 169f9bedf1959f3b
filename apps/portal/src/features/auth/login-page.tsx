import { type ComponentType, type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ErrorBox,
  Field,
  TextInput,
  buttonClasses,
  Heading,
  ButtonRow,
  textLinkClasses,
} from '@frota/ui';
import { PRODUCT } from '../../config/product.ts';
import { saveSession } from '../../session/session-store.ts';
import { PRIVACY_PATH } from '../privacy/privacy-path.ts';
import { errorText } from './error-text.ts';
import { identityApi } from './identity-api.ts';
import { AuthCard } from './auth-card.tsx';

/** Spec 01 §2, login screen. After success the user goes to / and the page reloads. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The overlay shows only while signing in: it loads when the user first reaches the form (focus), not with
  // the screen. Should it not load in time, the inert form and the button's spinner still say we are busy.
  const [Overlay, setOverlay] = useState<ComponentType<{ show: boolean }> | null>(null);
  const loadOverlay = () => {
    if (!Overlay)
      import('./sign-in-overlay.tsx').then(
        (m) => setOverlay(() => m.SignInOverlay),
        () => undefined,
      );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    loadOverlay();
    setError(null);
    setBusy(true);
    try {
      saveSession(await identityApi.signIn(email.trim(), password));
      window.location.assign('/');
    } catch (failure) {
      setError(errorText(failure, 'Não foi possível entrar. Verifique o e-mail e a senha.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard>
      {Overlay && <Overlay show={busy} />}
      <Heading tone="brand" className="mb-6">
        Portal {PRODUCT.name}
      </Heading>
      {/* inert while signing in: the overlay blocks the mouse, this blocks Tab and Enter too */}
      <form onSubmit={submit} onFocus={loadOverlay} className="space-y-4" noValidate inert={busy}>
        <Field label="E-mail" htmlFor="login-email">
          <TextInput
            id="login-email"
            type="email"
            placeholder="E-mail"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </Field>
        <Field label="Senha" htmlFor="login-password">
          <TextInput
            id="login-password"
            type="password"
            placeholder="Senha"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <ErrorBox messages={error ? [error] : []} />
        <ButtonRow>
          <Button type="submit" variant="primary" loading={busy}>
            Login
          </Button>
          <Link to="/lost-password/" className={buttonClasses({ variant: 'basic', size: 'md' })}>
            Esqueci a senha
          </Link>
        </ButtonRow>
      </form>
      <Link to={PRIVACY_PATH} className={textLinkClasses('mt-6 inline-block text-sm')}>
        Política de Privacidade
      </Link>
    </AuthCard>
  );
}
