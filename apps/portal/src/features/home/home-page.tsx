import { Card, PageHeader } from '@frota/ui';
import { displayName, readSession } from '../../session/session-store.ts';

/** The welcome panel shown after login (spec 01 §2). */
export function HomePage() {
  const name = displayName(readSession());
  return (
    <Card>
      <PageHeader
        title={name ? `Bem-vindo(a) ${name}!` : 'Bem-vindo(a)'}
        subtitle="Navegue pelo menu lateral para iniciar."
      />
    </Card>
  );
}
