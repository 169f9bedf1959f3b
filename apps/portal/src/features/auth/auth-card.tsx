import type { ReactNode } from 'react';
import { Card } from '@frota/ui';

/** The centred card of the public screens (login, password recovery). */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-100 p-4">
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}
