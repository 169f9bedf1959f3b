import type { SideMenuGroup, SideMenuProps } from './side-menu';

/** A menu like the Admin's, shared by the SideMenu and AppShell stories and tests. */
export const adminMenu: SideMenuGroup[] = [
  {
    id: 'cadastros',
    label: 'Cadastros',
    items: [
      { id: 'users', label: 'Usuários', href: '/backoffice/users/', active: true },
      { id: 'clients', label: 'Clientes', href: '/backoffice/clients/' },
      { id: 'managers', label: 'Gestores', href: '/backoffice/managers/' },
      { id: 'drivers', label: 'Motoristas', href: '/backoffice/motoristas/' },
    ],
  },
  {
    id: 'operacoes',
    label: 'Operações',
    items: [
      { id: 'business-units', label: 'Unidades de negócio', href: '/backoffice/business-units/' },
      { id: 'fleets', label: 'Operações e frotas', href: '/backoffice/fleets/' },
      { id: 'plates', label: 'Placas de veículos', href: '/backoffice/vehicle-plates/' },
    ],
  },
  {
    id: 'torre',
    label: 'Torre de controle',
    items: [
      { id: 'tower', label: 'Home', href: '/torre/index.tsx' },
      { id: 'programming', label: 'Programações', href: '/backoffice/programming/' },
      { id: 'references', label: 'Referências e cercas eletrônicas de clientes', href: '/torre/references' },
    ],
  },
];

/** A plain anchor, as a story or test would render it (the portal uses its router's NavLink). */
export const renderAnchor: SideMenuProps['renderLink'] = (item, className, children) => (
  <a href={item.href} className={className} aria-current={item.active ? 'page' : undefined}>
    {children}
  </a>
);
