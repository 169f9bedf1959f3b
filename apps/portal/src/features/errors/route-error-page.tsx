import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Card } from '@frota/ui';

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** Router fallback of spec 01 §8: 404, 405, 400, 403, or "Unexpected Application Error!". */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && STATUS_TITLES[error.status]) {
    return <ErrorCard title={`${error.status} ${STATUS_TITLES[error.status]}`} detail={error.statusText} />;
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorCard title="Unexpected Application Error!" detail={detail} />;
}

function ErrorCard({ title, detail }: { title: string; detail?: string }) {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <Card role="alert" className="space-y-2">
        <h1 className="text-xl font-semibold text-danger-700">{title}</h1>
        {detail ? <p className="font-mono text-sm text-ink-700">{detail}</p> : null}
        <a href="/" className="text-brand-700 underline">
          Voltar ao início
        </a>
      </Card>
    </main>
  );
}
