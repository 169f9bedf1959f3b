import { OneTimeSecret } from '../entities/one-time-secret.tsx';

/** What a driver's successful creation says: the message, and the generated password to copy, or the note. */
export function DriverCreatedToast({ message, password }: { message: string; password?: string }) {
  return password ? (
    <OneTimeSecret
      message={message}
      label="Senha"
      value={password}
      copyLabel="Copiar senha"
      copiedLabel="Senha copiada!"
    />
  ) : (
    <div className="space-y-2">
      <p>{message}</p>
      <p>O motorista continua usando a mesma senha.</p>
    </div>
  );
}
