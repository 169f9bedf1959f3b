import type { EntityMessages, Label, MessageOverrides } from './types.ts';

/**
 * The success, failure and confirm texts of an entity, generated from its label and gender, with the
 * schema's explicit overrides for the spec's irregular strings taking precedence. The resolver stores them
 * in the entity (`entity.messages`); nothing else calls this.
 *
 * @example resolveMessages({ singular: 'Cliente', plural: 'Clientes', gender: 'm' }).created // "Cliente criado com sucesso"
 */
export function resolveMessages(label: Label, overrides: MessageOverrides = {}): EntityMessages {
  const { singular, gender } = label;
  const lower = singular.toLocaleLowerCase('pt-BR');
  const o = gender === 'f' ? 'a' : 'o';
  const article = gender === 'f' ? 'a' : 'o';
  const generated: EntityMessages = {
    created: `${singular} criad${o} com sucesso`,
    updated: `${singular} atualizad${o} com sucesso`,
    deleted: `${singular} deletad${o} com sucesso`,
    activated: `${singular} foi ativad${o} com sucesso`,
    deactivated: `${singular} foi desativad${o} com sucesso`,
    createFailed: `Falha ao criar ${lower}`,
    updateFailed: `Falha ao atualizar ${lower}`,
    deleteFailed: `Falha ao deletar ${lower}`,
    activateFailed: `Falha ao ativar ${lower}`,
    deactivateFailed: `Falha ao desativar ${lower}`,
    loadFailed: `Erro ao carregar ${article} ${lower}.`,
    listLoadFailed: `Erro ao carregar ${label.plural.toLocaleLowerCase('pt-BR')}.`,
    confirmDelete: `Tem certeza que deseja apagar ${article} ${lower} {name}?`,
    confirmActivate: `Tem certeza que deseja ativar ${article} ${lower} {name}?`,
    confirmDeactivate: `Tem certeza que deseja desativar ${article} ${lower} {name}?`,
    notFound: `${singular} não encontrad${o}.`,
    duplicate: `Já existe ${gender === 'f' ? 'uma' : 'um'} ${lower} com estes dados.`,
    linked: `${singular} vinculad${o} com sucesso`,
    unlinked: `${singular} desvinculad${o} com sucesso`,
    linkFailed: `Falha ao vincular ${lower}`,
    unlinkFailed: `Falha ao desvincular ${lower}`,
    confirmUnlink: `Tem certeza que deseja desvincular ${article} ${lower} {name}?`,
    shortListFailed: `Falha ao buscar ${label.plural.toLocaleLowerCase('pt-BR')}`,
  };
  return { ...generated, ...overrides };
}

/** Fills `{name}`-style placeholders; a missing value leaves the text around it readable. */
export function fillMessage(template: string, values: Record<string, string | number | undefined>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      return value === undefined || value === '' ? '' : `"${value}"`;
    })
    .replace(/\s+\?/g, '?')
    .replace(/\s{2,}/g, ' ');
}
