import type { EntityRecord } from '../../core/index.ts';

/** [code, description, type] of the reasons a programming is cancelled or changed in the control tower. */
const JUSTIFICATIONS = [
  ['CANC-CLIENTE', 'Cancelado a pedido do cliente', 'Cancellation'],
  ['CANC-CHUVA', 'Chuva forte impediu o carregamento', 'Cancellation'],
  ['CANC-VEICULO', 'Veículo em manutenção corretiva', 'Cancellation'],
  ['CANC-MOTORISTA', 'Motorista indisponível por afastamento médico', 'Cancellation'],
  ['CANC-NF', 'Nota fiscal não emitida a tempo', 'Cancellation'],
  ['CANC-BLOQUEIO', 'Rodovia bloqueada por manifestação', 'Cancellation'],
  ['MOD-JANELA', 'Janela de descarga remarcada pelo terminal', 'Modification'],
  ['MOD-VEICULO', 'Troca de veículo por quebra mecânica', 'Modification'],
  ['MOD-MOTORISTA', 'Troca de motorista para cumprir a jornada', 'Modification'],
  ['MOD-DESTINO', 'Destino alterado pelo cliente', 'Modification'],
  ['MOD-FILA', 'Fila no porto acima de 24 horas', 'Modification'],
] as const;

/** Justifications as the API returns them, newest last; the fifth one inactive. */
export function justificationFixtures(): EntityRecord[] {
  return JUSTIFICATIONS.map(([code, description, type], index) => ({
    id: index + 1,
    code,
    description,
    type,
    isActive: index !== 4,
  }));
}
