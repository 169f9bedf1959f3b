import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionGuard } from '../modules/identity/session-guard.ts';
import type { TableCatalog } from './entity-store.ts';
import { entityRoutes } from './entity-routes.ts';
import { excelExportRoute } from './excel-export.ts';
import type { Extensions } from './extensions.ts';

/** The generic CRUD and the Excel export of every entity of the catalog, each in its own plugin scope. */
export const crudRoutes: FastifyPluginAsync<{
  catalog: TableCatalog;
  db: Database;
  guard: SessionGuard;
  mailer: Mailer;
  extensions: Extensions;
}> = async (app, { catalog, db, guard, mailer, extensions }) => {
  for (const entity of catalog.entities) {
    await app.register(entityRoutes, { entity, db, catalog, guard, mailer, extensions });
    await app.register(excelExportRoute, { entity, db, catalog });
  }
};
