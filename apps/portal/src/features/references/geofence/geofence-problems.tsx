import { cn } from '@frota/ui';

/**
 * What is wrong with the fence right now, as the user edits it. A polite live region that is always in the page
 * (a region added with its text is often not read), so each change is announced without interrupting typing.
 */
export function GeofenceProblems({ problems }: { problems: string[] }) {
  return (
    <div
      role="status"
      className={cn(
        problems.length > 0 &&
          'rounded-control border border-warning-100 bg-warning-50 px-4 py-3 text-sm text-warning-700',
      )}
    >
      {problems.length > 0 && (
        <ul className={cn('space-y-1', problems.length > 1 && 'list-disc pl-5')}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
