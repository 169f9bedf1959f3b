import type { ReactNode } from 'react';
import { CenteredLayout } from '@frota/ui';

/** The centred card of the public screens (login, password recovery). */
export function AuthCard({ children }: { children: ReactNode }) {
  return <CenteredLayout>{children}</CenteredLayout>;
}
