import { CopyButton } from '@frota/ui';

/** What a driver's successful creation says: the message, and the generated password to copy, or the note. */
export function DriverCreatedToast({ message, password }: { message: string; password?: string }) {
  return (
    <div className="space-y-2">
      <p>{message}</p>
      {password ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            Senha: <code className="rounded bg-ink-100 px-1 font-mono">{password}</code>
          </span>
          <CopyButton text={password} label="Copiar senha" copiedLabel="Senha copiada!" />
        </p>
      ) : (
        <p>O motorista continua usando a mesma senha.</p>
      )}
    </div>
  );
}
