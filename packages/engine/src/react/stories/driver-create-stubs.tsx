import { CopyButton, notify } from '@frota/ui';
import { readData } from '../../core/index.ts';
import type { FormExtension } from '../shared/form-extension.ts';
import type { InMemoryCreateFlow } from './in-memory-api.ts';

/** One line of the drivers' creation answer (spec 01 §3). */
interface DriverCreationResult {
  name: string;
  success: boolean;
  message: string;
  password?: string;
}

/** "João da Silva" → first name "João", last name "da Silva". */
const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

/**
 * The API's `driver-create` flow in memory, after apps/api/src/modules/drivers/driver-create.ts: per name, the CPF
 * of the client's latest reading with that name; a name whose driver the client already has fails; a new one
 * becomes a driver with a generated password (a driver of another client keeps theirs), linked to the client
 * and, when given, to the operation.
 */
export const driverCreateFlow: InMemoryCreateFlow = (payload, tables) => {
  const clienteId = payload['clienteId'];
  const fleetId = payload['fleetId'];
  const names = [...new Set((payload['driversNames'] as string[]).map((name) => name.trim()))];
  return names.map((name): DriverCreationResult => {
    const reading = tables
      .records('tracking-logs')
      .filter((log) => log['clientId'] === clienteId && log['motoristaNome'] === name)
      .at(-1);
    const cpf = reading?.['motoristaCpf'];
    if (!cpf)
      return {
        name,
        success: false,
        message: `${name}: nenhuma leitura dos rastreadores deste cliente traz o CPF deste motorista.`,
      };
    const existing = tables.records('drivers').find((driver) => driver['cpf'] === cpf);
    if (existing && existing['clienteId'] === clienteId)
      return { name, success: false, message: `${name}: motorista já cadastrado para este cliente.` };
    // A driver of another client keeps their password and is linked to this client too.
    const driver =
      existing ??
      tables.insert('drivers', {
        ...splitName(name),
        cpf,
        clienteId,
        vehiclePlateId: payload['vehiclePlateId'],
      });
    tables.insert('client-drivers', { clientId: clienteId, driverId: driver.id });
    if (fleetId) tables.insert('fleet-drivers', { fleetId, driverId: driver.id });
    if (existing) return { name, success: true, message: `Motorista ${name} vinculado ao cliente.` };
    return {
      name,
      success: true,
      message: `Motorista ${name} criado com sucesso.`,
      password: `Rota${driver.id}#k7Qm`,
    };
  });
};

const isResult = (value: unknown): value is DriverCreationResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DriverCreationResult).success === 'boolean' &&
  typeof (value as DriverCreationResult).message === 'string';

/**
 * The portal's `driver-create` form extension, mimicked here: the engine may not import apps/portal
 * (docs: /work/shared/ARCHITECTURE.md, "arrows point one way only"), so this copies the shape of
 * apps/portal/src/features/drivers/driver-create-extension.tsx and its DriverCreatedToast. One toast per name
 * that stays until closed (a success with its password and a Copiar senha button, a failure as an error); the
 * form returns to the list only when every name succeeded, else it keeps the names that failed.
 */
export const storyDriverCreateExtension: FormExtension = {
  afterCreate(answer, sent) {
    const data = readData<unknown>(answer);
    const results = Array.isArray(data) ? data.filter(isResult) : [];
    for (const result of results) {
      if (result.success)
        notify.success(
          <div className="space-y-2">
            <p>{result.message}</p>
            {result.password ? (
              <p className="flex flex-wrap items-center gap-2">
                <span>
                  Senha: <code className="rounded bg-surface-muted px-1 font-mono">{result.password}</code>
                </span>
                <CopyButton text={result.password} label="Copiar senha" copiedLabel="Senha copiada!" />
              </p>
            ) : (
              <p>O motorista continua usando a mesma senha.</p>
            )}
          </div>,
          { duration: Number.POSITIVE_INFINITY },
        );
      else notify.error(result.message, { duration: Number.POSITIVE_INFINITY });
    }
    const failed = results.filter((result) => !result.success).map((result) => result.name);
    const done = results.length > 0 && failed.length === 0;
    return done ? { done } : { done, keep: { ...sent, driversNames: failed } };
  },
};
