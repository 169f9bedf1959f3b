import type { SaveDiagnosis } from './save-failure.ts';

const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * The diagnosis of a failed save under the form (spec 02 §8): status, message, the answer's data and headers,
 * url, method and what was sent, so a support person can read what happened from a screenshot.
 */
export function SaveDiagnostics({ diagnosis }: { diagnosis: SaveDiagnosis }) {
  const rows: Array<[string, string]> = [
    ['Status', diagnosis.status === 0 ? 'sem resposta' : String(diagnosis.status)],
    ['Mensagem', diagnosis.message],
    ['Método', diagnosis.method ?? '—'],
    ['URL', diagnosis.url ?? '—'],
  ];
  return (
    <section
      aria-label="Detalhes do erro ao salvar"
      className="mt-4 rounded-control border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
    >
      <p className="font-semibold">Detalhes do erro ao salvar</p>
      <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {(
        [
          ['Dados da resposta', diagnosis.responseData],
          ['Cabeçalhos', diagnosis.headers],
          ['Dados enviados', diagnosis.sentData],
        ] as const
      ).map(([label, value]) => (
        <details key={label} className="mt-2">
          <summary className="cursor-pointer font-medium">{label}</summary>
          <pre
            tabIndex={0}
            className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-surface/70 p-2 text-xs"
          >
            {json(value)}
          </pre>
        </details>
      ))}
    </section>
  );
}
