import { Link } from 'react-router-dom';
import { Button, ButtonRow, ErrorBox, buttonClasses } from '@frota/ui';

/** The end of a password-recovery form: the server's message, the submit button and the way back to login. */
export function RecoveryFormFooter({
  failure,
  submitting,
  submitLabel,
}: {
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <ErrorBox messages={failure ? [failure] : []} />
      <ButtonRow>
        <Button type="submit" variant="primary" loading={submitting}>
          {submitLabel}
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'basic', size: 'md' })}>
          Voltar ao login
        </Link>
      </ButtonRow>
    </>
  );
}
