import type { EntityMessages, Label, MessageFamily, MessageOverrides } from './types.ts';

/**
 * The control tower's failure texts, by family (`messages.family`), from the label and gender: its
 * catalogues say "Erro ao …" where the generated texts say "Falha ao …". `erro-ao` writes whole sentences
 * ("Erro ao salvar o produto."); `erro-ao-curto`, the type lists', fragments ("Erro ao salvar tipo de frota",
 * "Erro ao carregar tipos de frota").
 */
const FAMILIES: Record<MessageFamily, (label: Label) => Partial<EntityMessages>> = {
  'erro-ao': (label) => {
    const { lower, article } = words(label);
    return {
      createFailed: `Erro ao salvar ${article} ${lower}.`,
      updateFailed: `Erro ao salvar ${article} ${lower}.`,
      ...erroAo(label),
    };
  },
  'erro-ao-curto': (label) => {
    const { lower } = words(label);
    return {
      createFailed: `Erro ao salvar ${lower}`,
      updateFailed: `Erro ao salvar ${lower}`,
      ...erroAo(label),
      listLoadFailed: `Erro ao carregar ${label.plural.toLocaleLowerCase('pt-BR')}`,
    };
  },
};

/** What both families say alike: deleting and toggling failed. */
function erroAo(label: Label): Partial<EntityMessages> {
  const { lower, article } = words(label);
  return {
    deleteFailed: `Erro ao excluir ${lower}`,
    activateFailed: `Erro ao alterar status d${article} ${lower}`,
    deactivateFailed: `Erro ao alterar status d${article} ${lower}`,
  };
}

/** The words messages are made of: the singular in lower case, its article ("o", "a"). */
function words(label: Label) {
  return { lower: label.singular.toLocaleLowerCase('pt-BR'), article: label.gender === 'f' ? 'a' : 'o' };
}

/**
 * The success, failure and confirm texts of an entity, generated from its label and gender, then its
 * `family`'s texts, then the schema's explicit overrides for the spec's irregular strings. The resolver
 * stores them in the entity (`entity.messages`); nothing else calls this.
 *
 * @example resolveMessages({ singular: 'Cliente', plural: 'Clientes', gender: 'm' }).created // "Cliente criado com sucesso"
 * @example resolveMessages(productsLabel, { family: 'erro-ao' }).deleteFailed // "Erro ao excluir produto"
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
  const { family, ...explicit } = overrides;
  return { ...generated, ...(family ? FAMILIES[family](label) : {}), ...explicit };
}

/**
 * Fills `{name}`-style placeholders, each value in quotes, except after `#` (a number: "a programação #34"); a
 * missing value leaves the text around it readable.
 */
export function fillMessage(template: string, values: Record<string, string | number | undefined>): string {
  return template
    .replace(/(#?)\{(\w+)\}/g, (_, hash: string, key: string) => {
      const value = values[key];
      if (value === undefined || value === '') return '';
      return hash ? `#${value}` : `"${value}"`;
    })
    .replace(/\s+\?/g, '?')
    .replace(/\s{2,}/g, ' ');
}
