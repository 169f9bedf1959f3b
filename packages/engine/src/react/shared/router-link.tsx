import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * The router's Link taking `href`, for the components of @frota/ui that render links (`linkComponent`): the
 * package cannot import the router, and Headless UI passes its props and ref through this.
 */
export function RouterLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { href: string }) {
  return <Link to={href} {...props} />;
}
