import { CopyButton } from '@frota/ui';

export interface OneTimeSecretProps {
  /** What was done ("Motorista João criado com sucesso."). */
  message: string;
  /** What the secret is ("Senha", "Chave"). */
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
}

/**
 * A secret the API answers once (a driver's first password, an integration key): the message, the secret to
 * read and a copy button. Shown in a toast that stays until closed; nothing shows it again.
 */
export function OneTimeSecret({ message, label, value, copyLabel, copiedLabel }: OneTimeSecretProps) {
  return (
    <div className="space-y-2">
      <p>{message}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="min-w-0">
          {label}: <code className="rounded bg-surface-muted px-1 font-mono break-all">{value}</code>
        </span>
        <CopyButton text={value} label={copyLabel} copiedLabel={copiedLabel} />
      </p>
    </div>
  );
}
