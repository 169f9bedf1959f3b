import { Card } from '@frota/ui';
import { displayName, readSession } from '../../session/session-store.ts';

/** The welcome panel shown after login (spec 01 §2). */
export function HomePage() {
  const name = displayName(readSession());
  return (
    <Card className="space-y-2">
      <h1 className="text-2xl font-semibold text-ink-900">
        {name ? `Bem-vindo(a) ${name}!` : 'Bem-vindo(a)'}
      </h1>
      <p className="text-ink-600">Navegue pelo menu lateral para iniciar.</p>
    </Card>
  );
}
