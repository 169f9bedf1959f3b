// "O campo ..." keeps the texts right whatever the gender of the field's label (a Senha, o CNPJ).
const GENERIC: Record<string, (title: string, params: Record<string, unknown>) => string> = {
  required: (title) => `O campo ${title} é obrigatório.`,
  minLength: (title, p) =>
    p['limit'] === 1
      ? `O campo ${title} é obrigatório.`
      : `O campo ${title} deve ter ao menos ${String(p['limit'])} caracteres.`,
  maxLength: (title, p) => `O campo ${title} deve ter no máximo ${String(p['limit'])} caracteres.`,
  minItems: (title, p) =>
    p['limit'] === 1
      ? `O campo ${title} é obrigatório.`
      : `O campo ${title} deve ter ao menos ${String(p['limit'])} itens.`,
  maxItems: (title, p) => `O campo ${title} deve ter no máximo ${String(p['limit'])} itens.`,
  pattern: (title) => `O campo ${title} está em um formato inválido.`,
  minimum: (title, p) => `O campo ${title} deve ser maior ou igual a ${String(p['limit'])}.`,
  maximum: (title, p) => `O campo ${title} deve ser menor ou igual a ${String(p['limit'])}.`,
  multipleOf: (title, p) => `O campo ${title} deve ser múltiplo de ${String(p['multipleOf'])}.`,
  type: (title, p) => {
    if (p['type'] === 'number') return `O campo ${title} deve ser um número, como 1.234,56.`;
    if (p['type'] === 'integer') return `O campo ${title} deve ser um número inteiro.`;
    return `O campo ${title} tem um valor inválido.`;
  },
  checkDigits: (title) => `O campo ${title} é inválido: confira os números digitados.`,
  decimals: (title, p) => `O campo ${title} aceita no máximo ${String(p['limit'])} casas decimais.`,
  atMost: (title, p) => `O campo ${title} não pode ser maior que o campo ${String(p['other'])}.`,
  differentFrom: (title, p) => `O campo ${title} deve ser diferente do campo ${String(p['other'])}.`,
  sameAs: (title, p) => `${title} deve ser igual a ${String(p['other'])}.`,
  after: (title, p) => `O campo ${title} deve ser posterior ao campo ${String(p['other'])}.`,
  oneOf: (title) => `O campo ${title}: escolha uma das opções.`,
  const: (title) => `O campo ${title}: escolha uma das opções.`,
};

/**
 * The generic pt-BR message for a failed keyword on a field titled `title`; for inputs that are not
 * entity fields (the identity forms) as much as for entity fields.
 *
 * @example fieldMessage('E-mail', 'required') // "O campo E-mail é obrigatório."
 */
export function fieldMessage(title: string, keyword: string, params: Record<string, unknown> = {}): string {
  const generic = GENERIC[keyword];
  return generic ? generic(title, params) : `O campo ${title} é inválido.`;
}
