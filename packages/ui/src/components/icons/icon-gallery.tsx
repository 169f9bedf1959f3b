// The icon gallery of the Base/Icons and Fundamentos/Tokens pages (Storybook only; not exported by the package).
import type { IconComponent } from './create-icon';
import * as iconModule from './index';
import { icons } from './icons';

export type GalleryIcon = { name: string; Icon: IconComponent; key: string | undefined };

const isIcon = (entry: [string, unknown]): entry is [string, IconComponent] =>
  /^[A-Z]\w*Icon$/.test(entry[0]) && typeof entry[1] === 'function';

/**
 * Every icon the package exports, by its export name, with its key in `icons` where it has one. Read from the
 * module's exports rather than the `icons` record: Storybook's docgen writes `displayName` and `__docgenInfo`
 * onto every export with a doc comment, records included, and those are not icons (React error #130).
 */
export const galleryIcons: GalleryIcon[] = Object.entries(iconModule)
  .filter(isIcon)
  .map(([name, Icon]) => ({
    name,
    Icon,
    key: Object.entries(icons).find(([, registered]) => registered === Icon)?.[0],
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Every icon with its name (and its key in `icons`), in the classes given. */
export function IconGallery({ className }: { className?: string | undefined }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {galleryIcons.map(({ name, Icon, key }) => (
        <li
          key={name}
          className="flex flex-col items-center gap-1 rounded-card border border-line bg-surface p-3 text-center"
        >
          <Icon className={className} />
          <code className="text-xs text-fg">{name}</code>
          {key && <code className="text-xs text-fg-muted">icons.{key}</code>}
        </li>
      ))}
    </ul>
  );
}
