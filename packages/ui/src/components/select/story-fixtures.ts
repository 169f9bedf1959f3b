// pt-BR data for the stories of Select, AsyncCombobox and MultiSelect (not exported by the package).
import { fromShortList, type SelectOption, type ShortListItem } from './option';

/** The clients short list as the API returns it. */
export const clientShortList: ShortListItem<number>[] = [
  { key: 1, text: 'Transportadora Paulista Ltda.', value: 1 },
  { key: 2, text: 'Logística Gaúcha S.A.', value: 2 },
  { key: 3, text: 'Cargas do Nordeste', value: 3 },
  { key: 4, text: 'Frigorífico São João (inativo)', value: 4 },
];

export const clients: SelectOption<number>[] = fromShortList(clientShortList).map((client) =>
  client.value === 4 ? { ...client, disabled: true } : client,
);

/** Business units of each client: a dependent select lists only the chosen client's. */
export const businessUnitsByClient: Record<number, SelectOption<number>[]> = {
  1: [
    { value: 11, label: 'Unidade Campinas' },
    { value: 12, label: 'Unidade Santos' },
  ],
  2: [
    { value: 21, label: 'Unidade Porto Alegre' },
    { value: 22, label: 'Unidade Caxias do Sul' },
  ],
  3: [{ value: 31, label: 'Unidade Recife' }],
};

export const drivers: SelectOption<number>[] = [
  'Ana Luíza Araújo',
  'Antônio Lima',
  'Bruna Carvalho',
  'Cláudio Simões',
  'Conceição Ribeiro',
  'Fátima Brandão',
  'João Pereira',
  'José Gonçalves',
  'Letícia Sá',
  'Luís Otávio Magalhães',
  'Márcia Estêvão',
  'Raimundo Nonato Assunção',
  'Sebastião Nogueira',
  'Thaís Menezes',
  'Vinícius Guimarães',
].map((label, index) => ({ value: index + 1, label }));

export const longOptions: SelectOption<number>[] = [
  {
    value: 1,
    label: 'Cooperativa de Transportadores Autônomos do Vale do Rio Doce — Unidade Governador Valadares',
  },
  {
    value: 2,
    label: 'Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcellos (motorista agregada)',
  },
  {
    value: 3,
    label: 'Centro de Distribuição Refrigerado da Região Metropolitana de Belo Horizonte — Contagem',
  },
];
