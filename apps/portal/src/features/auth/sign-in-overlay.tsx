import { BlockingOverlay, Logo } from '@frota/ui';
import { PRODUCT } from '../../config/product.ts';

/** What covers the login screen while signing in: the logo and the dots spinner, "Entrando...". */
export function SignInOverlay({ show }: { show: boolean }) {
  return <BlockingOverlay show={show} logo={<Logo productName={PRODUCT.name} />} label="Entrando..." />;
}
