// Pieces of the foundations pages (Storybook only; not exported by the package).
import { useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../components/badge';
import { TONE_HEX, TONES, type Tone } from '../tokens';
import { colourFamilies, paletteOf, ROLE_TOKENS, tokensWithPrefix } from './design-tokens';

const familyLabels: Partial<Record<string, string>> = {
  brand: 'Verde da marca: ações principais, sucesso, foco',
  ink: 'Neutros: texto, bordas e superfícies',
  danger: 'Perigo: ações destrutivas e erros',
  warning: 'Aviso: alertas e falhas de requisição',
  tone: 'Tons sólidos: marcadores do mapa e faixas dos cards (TONE_HEX)',
  blue: 'Azul: informação (tom blue)',
  purple: 'Roxo: tom purple',
  orange: 'Laranja: tom orange',
};

/** Every colour token of styles.css, by family, with its name and value. */
export function Palette() {
  return (
    <div className="space-y-6">
      {colourFamilies().map(({ family, tokens }) => (
        <section key={family} aria-labelledby={`familia-${family}`}>
          <h3 id={`familia-${family}`} className="text-base font-semibold text-fg-strong">
            {family}
            <span className="ml-2 text-sm font-normal text-fg-muted">{familyLabels[family] ?? ''}</span>
          </h3>
          <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
            {tokens.map((token) => (
              <li key={token.name} className="rounded-card border border-line bg-surface p-2 text-xs">
                <span
                  aria-hidden="true"
                  className="mb-2 block h-12 rounded-control border border-line"
                  style={{ background: `var(${token.name}, ${token.value})` }}
                />
                <code className="block font-mono text-fg">{token.name.replace('--color-', '')}</code>
                <span className="block break-all text-fg-muted">{token.value}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const typeSteps = [
  { className: 'text-xs', use: 'Badges, legendas' },
  { className: 'text-sm', use: 'Tabelas, formulários, menus' },
  { className: 'text-base', use: 'Texto corrido' },
  { className: 'text-lg', use: 'Títulos de card e diálogo' },
  { className: 'text-xl', use: 'Título de página no celular' },
  { className: 'text-2xl', use: 'Título de página' },
  { className: 'text-3xl', use: 'Números dos cards do monitor' },
] as const;

function MeasuredSize({ className, use }: { className: string; use: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [size, setSize] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setSize(getComputedStyle(ref.current).fontSize);
  }, []);
  return (
    <tr className="border-t border-line align-baseline">
      <td className="py-2 pr-4 font-mono text-xs text-fg-soft">{className}</td>
      <td className="py-2 pr-4 text-xs text-fg-soft tabular-nums">{size}</td>
      <td className="py-2 pr-4 text-xs text-fg-soft">{use}</td>
      <td className="py-2">
        <p ref={ref} className={`${className} text-fg-strong`}>
          Programação em trânsito
        </p>
      </td>
    </tr>
  );
}

/** The type scale in the font the tokens declare (--font-sans), with the size each step computes to. */
export function TypeScale() {
  const fontSans = tokensWithPrefix('--font-sans')[0]?.value ?? '';
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-soft">
        Fonte: <code className="font-mono">{fontSans}</code>
      </p>
      <table className="text-left">
        <thead>
          <tr className="text-xs text-fg-muted">
            <th className="py-1 pr-4 font-medium">Classe</th>
            <th className="py-1 pr-4 font-medium">Tamanho</th>
            <th className="py-1 pr-4 font-medium">Uso</th>
            <th className="py-1 font-medium">Exemplo</th>
          </tr>
        </thead>
        <tbody>
          {typeSteps.map((step) => (
            <MeasuredSize key={step.className} {...step} />
          ))}
        </tbody>
      </table>
      <div className="space-y-1 text-base text-fg-strong">
        <p className="font-normal">Regular 400: Aguardando Início</p>
        <p className="font-medium">Médio 500: Em Trânsito Carregado</p>
        <p className="font-semibold">Seminegrito 600: Atraso na Chegada</p>
        <p className="font-bold">Negrito 700: Concluída</p>
      </div>
    </div>
  );
}

const spacingSteps = ['1', '2', '3', '4', '6', '8', '12'] as const;
const spacingWidth: Record<(typeof spacingSteps)[number], string> = {
  '1': 'w-1',
  '2': 'w-2',
  '3': 'w-3',
  '4': 'w-4',
  '6': 'w-6',
  '8': 'w-8',
  '12': 'w-12',
};

/** Tailwind's spacing steps (multiples of --spacing, 0.25rem) that the components use. */
export function Spacing() {
  return (
    <ul className="space-y-2">
      {spacingSteps.map((step) => (
        <li key={step} className="flex items-center gap-4 text-xs text-fg-soft">
          <code className="w-16 font-mono">{step}</code>
          <span className="w-20 tabular-nums">{Number(step) * 4} px</span>
          <span aria-hidden="true" className={`h-4 rounded-sm bg-accent ${spacingWidth[step]}`} />
        </li>
      ))}
    </ul>
  );
}

/** The radius tokens of styles.css, then the pill (rounded-full) of badges and switches. */
export function Radii() {
  const radii = [
    ...tokensWithPrefix('--radius-').map((token) => ({
      name: `rounded-${token.name.replace('--radius-', '')}`,
      value: token.value,
      css: `var(${token.name}, ${token.value})`,
    })),
    { name: 'rounded-full', value: 'pílula', css: '9999px' },
  ];
  return (
    <ul className="flex flex-wrap gap-4">
      {radii.map((radius) => (
        <li key={radius.name} className="text-xs text-fg-soft">
          <span
            aria-hidden="true"
            className="mb-2 block h-12 w-24 border-2 border-accent bg-accent-soft"
            style={{ borderRadius: radius.css }}
          />
          <code className="block font-mono">{radius.name}</code>
          <span>{radius.value}</span>
        </li>
      ))}
    </ul>
  );
}

const shadows = [
  { className: 'shadow-sm', use: 'Botões, cards, campos' },
  { className: 'shadow-lg', use: 'Menus e listas suspensas' },
  { className: 'shadow-xl', use: 'Diálogos' },
] as const;

/** The shadows the components use. */
export function Shadows() {
  return (
    <ul className="flex flex-wrap gap-6">
      {shadows.map((shadow) => (
        <li key={shadow.className} className="text-xs text-fg-soft">
          <span
            aria-hidden="true"
            className={`mb-2 block h-16 w-32 rounded-card bg-surface ${shadow.className}`}
          />
          <code className="block font-mono">{shadow.className}</code>
          <span>{shadow.use}</span>
        </li>
      ))}
    </ul>
  );
}

const toneNames: Record<Tone, string> = {
  green: 'verde',
  grey: 'cinza',
  red: 'vermelho',
  yellow: 'amarelo',
  blue: 'azul',
  purple: 'roxo',
  orange: 'laranja',
};

// The counter card's stripe classes of each tone it takes (counter-card.tsx); '—' for the tones it does not.
const cardStripe: Record<Tone, string | undefined> = {
  green: 'border-l-brand-600',
  grey: 'border-l-ink-500',
  red: 'border-l-danger-600',
  yellow: 'border-l-warning-500',
  blue: 'border-l-blue-600',
  purple: undefined,
  orange: undefined,
};

/** Every tone: its badge, its counter-card stripe and its solid colour (TONE_HEX, for map markers). */
export function ToneTable() {
  return (
    <table className="text-left text-sm">
      <thead>
        <tr className="text-fg-muted">
          <th className="py-1 pr-4 font-medium">Tom</th>
          <th className="py-1 pr-4 font-medium">Badge</th>
          <th className="py-1 pr-4 font-medium">Card</th>
          <th className="py-1 font-medium">Cor sólida (marcadores)</th>
        </tr>
      </thead>
      <tbody>
        {TONES.map((tone) => (
          <tr key={tone} className="border-t border-line">
            <td className="py-1.5 pr-4 font-mono text-xs">{tone}</td>
            <td className="py-1.5 pr-4">
              <Badge tone={tone}>{toneNames[tone]}</Badge>
            </td>
            <td className="py-1.5 pr-4 text-xs text-fg-soft">
              {cardStripe[tone] ? (
                <span className={`inline-block border-l-4 pl-2 ${cardStripe[tone]}`}>{toneNames[tone]}</span>
              ) : (
                '—'
              )}
            </td>
            <td className="py-1.5">
              <span className="inline-flex items-center gap-2 text-xs text-fg-soft">
                <span
                  aria-hidden="true"
                  className="inline-block size-4 rounded-full"
                  style={{ backgroundColor: TONE_HEX[tone] }}
                />
                <code className="font-mono">{TONE_HEX[tone]}</code>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every role of styles.css: its name (the utilities' suffix), the palette token it points at, and what it is for. */
export function RoleTable() {
  return (
    <table className="text-left text-sm">
      <thead>
        <tr className="text-fg-muted">
          <th className="py-1 pr-4 font-medium">Papel</th>
          <th className="py-1 pr-4 font-medium">Paleta</th>
          <th className="py-1 pr-4 font-medium">Amostra</th>
          <th className="py-1 font-medium">Uso</th>
        </tr>
      </thead>
      <tbody>
        {ROLE_TOKENS.map((role) => (
          <tr key={role.name} className="border-t border-line">
            <td className="py-1.5 pr-4 font-mono text-xs">{role.name.replace('--color-', '')}</td>
            <td className="py-1.5 pr-4 font-mono text-xs text-fg-muted">{paletteOf(role)}</td>
            <td className="py-1.5 pr-4">
              <span
                aria-hidden="true"
                className="inline-block h-6 w-12 rounded-control border border-line"
                style={{ background: role.value }}
              />
            </td>
            <td className="py-1.5 text-xs text-fg-soft">{role.use || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Tokens shown as name, value and a note: motion and breakpoints. */
function TokenList({ prefix, note }: { prefix: string; note: (value: string) => string }) {
  return (
    <table className="text-left text-sm">
      <tbody>
        {tokensWithPrefix(prefix).map((token) => (
          <tr key={token.name} className="border-t border-line">
            <td className="py-1.5 pr-4 font-mono text-xs">{token.name.replace(/^--/, '')}</td>
            <td className="py-1.5 pr-4 font-mono text-xs text-fg-muted">{token.value}</td>
            <td className="py-1.5 text-xs text-fg-soft">{note(token.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const rem = (value: string) => `${Number.parseFloat(value) * 16} px`;

/** The motion tokens: durations (utilities duration-fast, -normal, -slow) and curves (ease-standard, ease-enter). */
export function Motion() {
  return (
    <div className="space-y-4">
      <TokenList prefix="--duration-" note={() => 'duração de transição'} />
      <TokenList prefix="--ease-" note={() => 'curva de transição'} />
    </div>
  );
}

/** The breakpoints, with their width in pixels. */
export function Breakpoints() {
  return <TokenList prefix="--breakpoint-" note={(value) => `a partir de ${rem(value)}`} />;
}
