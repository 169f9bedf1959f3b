import type { EntityRecord } from '../../core/index.ts';

/** [subject, message, sender, can be marked as read] of messages sent to the drivers' app. */
const MESSAGES = [
  [
    'Nova campanha de premiação',
    'A partir deste mês, motoristas com mais de 90% de inércia recebem bônus em dobro. Confira as faixas com o seu gestor.',
    'Equipe Rota Premiada',
    true,
  ],
  [
    'Manutenção do aplicativo',
    'O aplicativo ficará indisponível no domingo, das 2h às 4h, para manutenção programada.',
    'Suporte',
    true,
  ],
  [
    'Dica de condução econômica',
    'Mantenha a rotação na faixa verde do conta-giros e aproveite a inércia nas descidas.',
    null,
    false,
  ],
  [
    'Atualize seus dados',
    'Confira se o seu CPF e a placa do veículo estão corretos no cadastro.',
    'Cadastro',
    true,
  ],
  [
    'Feriado de Carnaval',
    'Os pátios de Campinas e Santos funcionam em horário reduzido na segunda e na terça-feira de Carnaval.',
    'Operações',
    true,
  ],
  [
    'Chuvas na BR-163',
    'Trechos da BR-163 no Mato Grosso estão com tráfego em meia pista. Redobre a atenção e respeite a sinalização.',
    'Torre de controle',
    false,
  ],
  [
    'Resultado do ranking de março',
    'Parabéns aos dez motoristas mais econômicos do mês! Veja a sua posição na aba Ranking.',
    'Equipe Rota Premiada',
    true,
  ],
  [
    'Vacinação contra a gripe',
    'A campanha de vacinação para motoristas acontece na sede de Porto Alegre até o dia 30.',
    'RH',
    true,
  ],
] as const;

/** Messages of the drivers' app as the API returns them, newest last; every other one has a due date. */
export function appMessageFixtures(): EntityRecord[] {
  return MESSAGES.map(([subject, message, sender, canMarkAsRead], index) => ({
    id: index + 1,
    subject,
    message,
    sender,
    dueDate: index % 2 === 0 ? new Date(Date.UTC(2026, 3 + index, 30, 23, 59)).toISOString() : null,
    canMarkAsRead,
    createdAt: new Date(Date.UTC(2026, 0, 10 + index * 9, 14, 0)).toISOString(),
  }));
}
