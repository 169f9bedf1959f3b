import { Link } from 'react-router-dom';
import { CenteredLayout, Heading, Logo, Text, textLinkClasses } from '@frota/ui';
import { PRODUCT } from '../../config/product.ts';

const sections = (email: string, phone: string) => [
  {
    title: 'Introdução',
    text: `Esta política explica como o ${PRODUCT.name} trata os dados pessoais dos motoristas e usuários do programa de desempenho e premiação.`,
  },
  {
    title: 'Dados coletados',
    text: 'O acesso ao aplicativo é feito com o CPF do motorista. Também registramos dados de telemetria do veículo (placa, carga no motor, inércia, odômetro e posição) necessários para medir o desempenho.',
  },
  {
    title: 'Uso interno',
    text: 'Os dados são usados apenas internamente, para calcular o desempenho e a premiação dos motoristas e operar a torre de controle. Não vendemos nem compartilhamos dados com terceiros para fins comerciais.',
  },
  {
    title: 'Retenção limitada',
    text: 'Guardamos os dados somente pelo tempo necessário ao programa e às obrigações legais; depois disso eles são excluídos ou anonimizados.',
  },
  {
    title: 'Segurança',
    text: 'Adotamos medidas técnicas e administrativas para proteger os dados contra acesso não autorizado, perda ou alteração, incluindo senhas protegidas por criptografia e acesso restrito por perfil.',
  },
  {
    title: 'Contato',
    text: `Dúvidas sobre esta política podem ser enviadas para ${email}.`,
  },
  {
    title: 'Direitos do usuário',
    text: `Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail ${email} ou pelo telefone ${phone}.`,
  },
  {
    title: 'Alterações desta política',
    text: 'Esta política pode ser atualizada; a versão em vigor estará sempre publicada nesta página.',
  },
];

/** /politica-de-privacidade: public, for everyone. */
export function PrivacyPage() {
  return (
    <CenteredLayout width="lg" align="top">
      <div className="space-y-6">
        <Logo productName={PRODUCT.name} />
        <Heading tone="brand">Política de Privacidade</Heading>
        {sections(PRODUCT.contactEmail, PRODUCT.contactPhone).map((section) => (
          <section key={section.title} aria-labelledby={`privacy-${section.title}`} className="space-y-1">
            <Heading level={2} id={`privacy-${section.title}`}>
              {section.title}
            </Heading>
            <Text>{section.text}</Text>
          </section>
        ))}
        <Link to="/" className={textLinkClasses()}>
          Voltar
        </Link>
      </div>
    </CenteredLayout>
  );
}
