// Every Drizzle table of the API: drizzle-kit reads this file to write the migrations.
export * from './identity-tables.ts';
export * from './generated/entity-tables.ts';
export * from '../modules/references/tables.ts';
export * from '../modules/programmings/tables.ts';
export * from '../modules/rewards/tables.ts';
