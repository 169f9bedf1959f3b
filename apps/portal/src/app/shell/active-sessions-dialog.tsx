import {
  Badge,
  Button,
  ButtonRow,
  Dialog,
  LoadFailed,
  notify,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableSkeleton,
} from '@frota/ui';
import { formatDateTime } from '@frota/domain/format';
import { useState } from 'react';
import useSWR from 'swr';
import type { ActiveSession } from '@frota/domain';
import { accountApi } from '../../features/auth/account-api.ts';
import { browserName } from './browser-name.ts';

const COLUMNS = ['Navegador', 'Endereço', 'Início', 'Última atividade', 'Ações'];
const SESSIONS_KEY = 'account.sessions';

/** The name of a session's end button: which browser, opened when. */
const endLabel = (session: ActiveSession) =>
  `Encerrar a sessão ${browserName(session.userAgent)} iniciada em ${formatDateTime(session.createdAt)}`;

/**
 * The top bar's "Sessões ativas" (ASVS 3.3.4): the signed-in user's live sessions, this one marked, each other
 * one with Encerrar, and "Encerrar as outras sessões". Loaded when opened; a failure says so, with Tentar novamente.
 */
export function ActiveSessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const sessions = useSWR(open ? SESSIONS_KEY : null, accountApi.activeSessions, {
    revalidateOnFocus: false,
  });
  const [ending, setEnding] = useState<number | 'others' | null>(null);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  async function end(target: number | 'others') {
    setEnding(target);
    try {
      if (target === 'others') await accountApi.endOtherSessions();
      else await accountApi.endSession(target);
      notify.success(
        target === 'others' ? 'Outras sessões encerradas com sucesso' : 'Sessão encerrada com sucesso',
      );
      await sessions.mutate();
    } catch {
      // The HTTP client has said why in a toast; the list stays as it was.
    } finally {
      setEnding(null);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Sessões ativas" size="xl">
      <div className="space-y-4">
        <p className="text-sm text-fg-muted">
          Os aparelhos onde a sua conta está conectada. Encerre uma sessão que você não reconhece.
        </p>
        {sessions.error && !sessions.data ? (
          <LoadFailed
            message="Não foi possível carregar as sessões."
            onRetry={() => void sessions.mutate()}
            retrying={sessions.isValidating}
          />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label="Sessões ativas" aria-busy={sessions.isLoading}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((label) => (
                    <TableHeaderCell key={label}>{label}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.isLoading ? (
                  <TableSkeleton columns={COLUMNS.length} rows={2} />
                ) : (
                  (sessions.data ?? []).map((session) => (
                    <TableRow key={session.id}>
                      <TableCell>
                        <span className="flex flex-wrap items-center gap-2">
                          {browserName(session.userAgent)}
                          {session.current && <Badge tone="green">Esta sessão</Badge>}
                        </span>
                      </TableCell>
                      <TableCell>{session.address ?? '-'}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDateTime(session.createdAt)}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatDateTime(session.lastSeenAt)}
                      </TableCell>
                      <TableCell>
                        {!session.current && (
                          <Button
                            variant="basic"
                            size="sm"
                            aria-label={endLabel(session)}
                            loading={ending === session.id}
                            disabled={ending !== null}
                            onClick={() => void end(session.id)}
                          >
                            Encerrar
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
        <ButtonRow align="end">
          <Button
            variant="danger"
            disabled={others.length === 0 || ending !== null}
            loading={ending === 'others'}
            onClick={() => void end('others')}
          >
            Encerrar as outras sessões
          </Button>
        </ButtonRow>
      </div>
    </Dialog>
  );
}
